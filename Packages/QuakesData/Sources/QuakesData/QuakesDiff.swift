import HashTreeCollections

/// What a remote result changed: the quakes to insert, update and delete in the local store.
///
/// Computed from the state before and after the reducer ran, in one pass over the remote quakes
/// (linear time; each lookup in the persistent map is effectively constant).
public struct QuakesDiff: Hashable, Sendable {
  public var inserted: [Quake] = []
  public var updated: [Quake] = []
  public var deleted: [Quake] = []
  /// Remote quakes that changed nothing (same value as before, or dropped and never cached).
  public var unchanged: Int = 0

  public init(oldState: QuakesState, newState: QuakesState, remoteQuakes: [Quake]) {
    let old = oldState.quakes.data
    let new = newState.quakes.data
    for remote in remoteQuakes {
      switch (old[remote.id], new[remote.id]) {
      case (nil, let quake?):
        self.inserted.append(quake)
      case (let oldQuake?, let quake?) where oldQuake != quake:
        self.updated.append(quake)
      case (.some, nil):
        self.deleted.append(remote)
      default:
        self.unchanged += 1
      }
    }
  }

  public var isEmpty: Bool {
    self.inserted.isEmpty && self.updated.isEmpty && self.deleted.isEmpty
  }
}
