/// What one feed fetch brought: the quakes it accepted and how many features it skipped
/// because a number was out of range (see the Workspace notes on feed limits).
public struct RemoteFeed: Hashable, Sendable {
  public let quakes: [Quake]
  /// Features left out because a magnitude, coordinate, depth or time was out of range.
  public let skippedFeatureCount: Int

  public init(quakes: [Quake], skippedFeatureCount: Int) {
    self.quakes = quakes
    self.skippedFeatureCount = skippedFeatureCount
  }
}
