import DomainRegistry
import Foundation
import Testing

@testable import QuakesUI

@Suite struct SampleFeedTests {
  private struct Collection: Decodable {
    struct Feature: Decodable { let id: String }
    let features: [Feature]
  }

  @Test(arguments: [
    ("all_hour.geojson", 12), ("all_day.geojson", 146), ("all_week.geojson", 4711),
    ("all_month.geojson", 3121),
  ])
  func everyRangeHasItsBundledSnapshot(name: String, count: Int) throws {
    let collection = try JSONDecoder().decode(Collection.self, from: try SampleFeed.data(named: name))
    #expect(collection.features.count == count)
  }

  @Test(arguments: ["../Package.swift", "all_year.geojson", "Feed/all_day.geojson"])
  func otherNamesAreNotServed(name: String) {
    #expect(throws: SampleFeed.NotFound.self) { try SampleFeed.data(named: name) }
  }
}

@Suite struct WorldMapTests {
  @Test(arguments: [
    (-180.0, 90.0, 0.0, 0.0), (180.0, -90.0, 1000.0, 500.0), (0.0, 0.0, 500.0, 250.0),
    (-155.0, 19.5, 69.4, 195.8),
  ])
  func equirectangularProjection(longitude: Double, latitude: Double, x: Double, y: Double) {
    let point = WorldMap.project(longitude: longitude, latitude: latitude)
    #expect(abs(point.x - x) < 0.1)
    #expect(abs(point.y - y) < 0.1)
  }

  @Test func outlinesBecomeOneClosedSubpathPerRing() throws {
    let geoJSON = """
      {"type":"FeatureCollection","features":[
      {"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[0,0],[18,0],[18,9],[0,0]]]}},
      {"type":"Feature","properties":{},"geometry":{"type":"MultiPolygon","coordinates":[[[[-180,90],[-162,90],[-180,72]]],[[[90,0],[90,-9],[108,0]]]]}},
      {"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[1,2]}}]}
      """
    let path = try WorldMap.outlinesPath(geoJSON: Data(geoJSON.utf8))
    #expect(path == "M500 250L550 250L550 225L500 250ZM0 0L50 0L0 50ZM750 250L750 275L800 250Z")
  }

  @Test func brokenOutlinesAreAClearError() {
    #expect(throws: WorldMap.Error.self) { try WorldMap.outlinesPath(geoJSON: Data("{}".utf8)) }
  }

  @Test func bundledOutlinesDrawEveryCountry() throws {
    let svg = try WorldMap.bundledSVG.get()
    #expect(svg.hasPrefix("<svg"))
    // 177 countries, several with islands: at least one subpath each.
    #expect(svg.filter { $0 == "M" }.count >= 177)
    #expect(svg.utf8.count < 400_000)
  }
}

@MainActor @Suite struct PageAssetTests {
  private func asset(_ name: String) throws -> ModuleAsset {
    try #require(QuakesModule.bundledAssets.first { $0.name == name })
  }

  @Test func theStylesheetPaintsEveryMagnitudeColourAsTheEnumSays() throws {
    let css = try self.asset(QuakesModule.stylesheetAsset).body
    for color in MagnitudeColor.allCases {
      #expect(css.contains(".quakes-map .\(color.cssClass) { fill: \(color.cssValue); }"))
      #expect(css.contains(".quake-magnitude.\(color.cssClass) { color: \(color.textValue); }"))
    }
    #expect(css.contains("background: \(MagnitudeColor.badgeBackground);"))
  }

  @Test func theScriptAndTheStylesheetAreServedFromTheirFiles() throws {
    let script = try self.asset(QuakesModule.scriptAsset)
    #expect(script.contentType.hasPrefix("text/javascript"))
    #expect(script.body.contains("Intl.DateTimeFormat"))
    let stylesheet = try self.asset(QuakesModule.stylesheetAsset)
    #expect(stylesheet.isStylesheet)
    #expect(stylesheet.body.contains("grid-template-areas"))
  }
}
