import Foundation
import Testing

@testable import QuakesData

/// Hand-written feed documents with numbers no JSON library would write (`1e400`).
enum CraftedFeed {
  /// One feature; every number is spliced in as written.
  static func feature(
    _ id: String,
    mag: String = "2.5",
    longitude: String = "-120.5",
    latitude: String = "35.25",
    depth: String = "5.1",
    time: String = "1528934400000",
    place: String = "Somewhere"
  ) -> String {
    """
    {"type":"Feature","id":"\(id)","properties":{"mag":\(mag),"place":"\(place)","time":\(time),"updated":\(time)},\
    "geometry":{"type":"Point","coordinates":[\(longitude),\(latitude),\(depth)]}}
    """
  }

  static func document(_ features: [String]) -> Data {
    Data("{\"type\":\"FeatureCollection\",\"features\":[\(features.joined(separator: ","))]}".utf8)
  }

  /// Two good features and six out of range: 1e19 and 1e400 magnitudes, 1e300 longitude and
  /// latitude, a 1e300 km depth and a time 1e300 ms after 1970.
  static let hostile = document([
    feature("good-1"),
    feature("mag-1e19", mag: "1e19"),
    feature("mag-1e400", mag: "1e400"),
    feature("lon-1e300", longitude: "1e300"),
    feature("lat-1e300", latitude: "-1e300"),
    feature("depth-1e300", depth: "1e300"),
    feature("time-1e300", time: "1e300"),
    feature("good-2", mag: "12", longitude: "180", latitude: "-90", depth: "700"),
  ])

  static let hostileSkipped = 6
  static let hostileKept: Set<String> = ["good-1", "good-2"]
}
