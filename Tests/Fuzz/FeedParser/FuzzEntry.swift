import Foundation

/// libFuzzer's entry point: parse the bytes as a feed and check what the parser promises.
///
/// Any input may be refused with an error; none may trap, and every quake accepted must be
/// within the feed's limits (a violation traps here, which libFuzzer reports as a crash).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFeedParser(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  guard let feed = try? FeedParser.feed(from: data) else { return 0 }
  // Seconds, with a second of slack for the division by 1000 the parser does.
  let seconds = (FeedValueLimits.milliseconds.lowerBound / 1000 - 1)...(FeedValueLimits.milliseconds.upperBound / 1000 + 1)
  for quake in feed.quakes {
    precondition(
      FeedValueLimits.magnitude.contains(quake.magnitude)
        && FeedValueLimits.longitude.contains(quake.longitude)
        && FeedValueLimits.latitude.contains(quake.latitude)
        && seconds.contains(quake.time.timeIntervalSince1970)
        && seconds.contains(quake.updated.timeIntervalSince1970),
      "accepted an out-of-range quake: \(quake)"
    )
  }
  precondition(feed.skippedFeatureCount >= 0)
  return 0
}
