package import HashTreeCollections

/// The root state of the Quakes product.
///
/// `Codable` (an addition to the book's type): DevTools writes the state before a cut history
/// into an export, a report and a generated test, so they replay from there.
public struct QuakesState: Hashable, Sendable, Codable {
  package var quakes: Quakes

  package init(quakes: Quakes) {
    self.quakes = quakes
  }
}

extension QuakesState {
  public init() {
    self.init(quakes: Quakes())
  }
}

extension QuakesState {
  /// The quakes domain. `data` is a persistent map: a changed copy shares all but O(log n)
  /// nodes with the state the Store keeps for its listeners.
  package struct Quakes: Hashable, Sendable, Codable {
    package var data: TreeDictionary<Quake.ID, Quake> = [:]
    package var status: Status? = nil
    /// Features the last refresh skipped for out-of-range numbers; 0 when a refresh starts.
    package var skippedFeatureCount = 0

    package init(
      data: TreeDictionary<Quake.ID, Quake> = [:],
      status: Status? = nil,
      skippedFeatureCount: Int = 0
    ) {
      self.data = data
      self.status = status
      self.skippedFeatureCount = skippedFeatureCount
    }
  }
}
