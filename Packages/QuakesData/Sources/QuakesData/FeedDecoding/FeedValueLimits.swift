import Foundation

/// The range of every number a feed feature may carry. A feature with a number outside its
/// range, or not finite (`1e400` reads as infinity), is skipped and counted, never stored:
/// nothing downstream (the map projection, relative times, the cache) has to expect it.
package enum FeedValueLimits {
  /// Richter-like scales: the smallest recorded events are about -1, the largest 9.5.
  package static let magnitude: ClosedRange<Double> = -2...12
  package static let latitude: ClosedRange<Double> = -90...90
  package static let longitude: ClosedRange<Double> = -180...180
  /// Kilometres below the surface (negative above it); the deepest quakes are about 750 km.
  package static let depth: ClosedRange<Double> = -100...1_000
  /// Milliseconds since 1970 for `time` and `updated`: the years 1000 to 3000.
  package static let milliseconds: ClosedRange<Double> = -30_610_224_000_000...32_503_680_000_000

  /// Whether one feature's numbers are all in range; a missing magnitude or depth is allowed
  /// (the reducer drops a quake without magnitude; depth is not kept).
  package static func accepts(
    magnitude: Double?,
    time: Double,
    updated: Double,
    longitude: Double,
    latitude: Double,
    depth: Double?
  ) -> Bool {
    (magnitude.map(Self.magnitude.contains) ?? true)
      && Self.milliseconds.contains(time)
      && Self.milliseconds.contains(updated)
      && Self.longitude.contains(longitude)
      && Self.latitude.contains(latitude)
      && (depth.map(Self.depth.contains) ?? true)
  }

  /// Whether a quake already built (from the cache) is within the limits.
  package static func accepts(_ quake: Quake) -> Bool {
    Self.accepts(
      magnitude: quake.magnitude,
      time: quake.time.timeIntervalSince1970 * 1000,
      updated: quake.updated.timeIntervalSince1970 * 1000,
      longitude: quake.longitude,
      latitude: quake.latitude,
      depth: nil
    )
  }
}
