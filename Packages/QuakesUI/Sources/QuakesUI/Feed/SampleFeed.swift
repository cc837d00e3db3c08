import Foundation

/// The bundled real USGS snapshots behind `--quakes-feed sample` (USGS data, public domain).
///
/// All Hour → the newest hour of the 2014-04-14 day (12 quakes, cut from the day file),
/// All Day → that day (146), All Week → the 2018-06-14 week (4,711), All Month → the
/// 2019-07-19 M2.5+ month (3,121). The files are the unmodified USGS GeoJSON summaries.
enum SampleFeed {
  /// The feed file names served under `summary/`, as USGS names them.
  static let fileNames = [
    "all_hour.geojson", "all_day.geojson", "all_week.geojson", "all_month.geojson",
  ]

  struct NotFound: Error, CustomStringConvertible {
    let name: String
    var description: String { "No sample feed named \(name)." }
  }

  /// The bytes of one bundled feed file; only the four names above exist.
  static func data(named name: String) throws -> Data {
    guard
      Self.fileNames.contains(name),
      let url = Bundle.module.url(
        forResource: String(name.dropLast(".geojson".count)),
        withExtension: "geojson",
        subdirectory: "Feed"
      )
    else {
      throw NotFound(name: name)
    }
    return try Data(contentsOf: url)
  }
}
