import Foundation

/// The equirectangular world map the Quakes map draws its circles on.
///
/// One map unit is one CSS pixel when the map is shown at its natural size, so the circle
/// diameters of the book ("(magnitude + 3) × 6 points") keep their meaning.
enum WorldMap {
  static let width: Double = 1000
  static let height: Double = 500
}

extension WorldMap {
  /// Projects a longitude/latitude (degrees, WGS84) onto the map.
  static func project(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
    let x = (longitude + 180) / 360 * Self.width
    let y = (90 - latitude) / 180 * Self.height
    return (x, y)
  }
}

extension WorldMap {
  struct Error: Swift.Error, CustomStringConvertible {
    let description: String
  }

  /// Turns a GeoJSON FeatureCollection of Polygon/MultiPolygon country outlines into one SVG
  /// path (`d` attribute), coordinates rounded to a tenth of a map unit.
  static func outlinesPath(geoJSON data: Data) throws -> String {
    let collection: FeatureCollection
    do {
      collection = try JSONDecoder().decode(FeatureCollection.self, from: data)
    } catch {
      throw Error(description: "The world map outlines could not be read: \(error)")
    }
    var path = ""
    path.reserveCapacity(data.count / 3)
    for feature in collection.features {
      for polygon in feature.geometry.polygons {
        for ring in polygon {
          appendRing(ring, to: &path)
        }
      }
    }
    return path
  }

  private static func appendRing(_ ring: [[Double]], to path: inout String) {
    var previous: (Int, Int)? = nil
    for position in ring where position.count >= 2 {
      let (x, y) = self.project(longitude: position[0], latitude: position[1])
      // Tenths of a unit: plenty for a 1:110m map, and identical neighbours are dropped.
      let point = ((x * 10).rounded().clampedInt, (y * 10).rounded().clampedInt)
      if let previous, previous == point { continue }
      path += previous == nil ? "M" : "L"
      path += Self.decimal(point.0) + " " + Self.decimal(point.1)
      previous = point
    }
    if previous != nil { path += "Z" }
  }

  private static func decimal(_ tenths: Int) -> String {
    let whole = tenths / 10
    let fraction = abs(tenths % 10)
    let sign = tenths < 0 && whole == 0 ? "-" : ""
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }
}

extension WorldMap {
  /// A standalone SVG document of the country outlines, served once and cached by the browser.
  static func svgDocument(outlinesPath: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" \
    width="\(Int(Self.width))" height="\(Int(Self.height))">\
    <rect width="100%" height="100%" fill="#dbe9f4"/>\
    <path d="\(outlinesPath)" fill="#f4f1e8" stroke="#9a9a9a" stroke-width="0.5" \
    fill-rule="evenodd"/></svg>
    """
  }

  /// The bundled Natural Earth outlines as an SVG document, computed once on first use.
  static let bundledSVG: Result<String, Error> = {
    guard
      let url = Bundle.module.url(
        forResource: "naturalearth_lowres_countries",
        withExtension: "geojson"
      )
    else {
      return .failure(Error(description: "The world map outlines are missing from the bundle."))
    }
    do {
      let data = try Data(contentsOf: url)
      return .success(Self.svgDocument(outlinesPath: try Self.outlinesPath(geoJSON: data)))
    } catch let error as Error {
      return .failure(error)
    } catch {
      return .failure(Error(description: "The world map outlines could not be read: \(error)"))
    }
  }()
}

extension WorldMap {
  fileprivate struct FeatureCollection: Decodable {
    let features: [Feature]
  }

  fileprivate struct Feature: Decodable {
    let geometry: Geometry
  }

  /// Polygon or MultiPolygon; other geometry types carry no outline here.
  fileprivate struct Geometry: Decodable {
    let polygons: [[[[Double]]]]

    private enum CodingKeys: String, CodingKey {
      case type
      case coordinates
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      switch try container.decode(String.self, forKey: .type) {
      case "Polygon":
        self.polygons = [try container.decode([[[Double]]].self, forKey: .coordinates)]
      case "MultiPolygon":
        self.polygons = try container.decode([[[[Double]]]].self, forKey: .coordinates)
      default:
        self.polygons = []
      }
    }
  }
}
