/// What the host knows of one page location's regions: each region's digest and the sequence
/// number of its last change. It outlives the location's live view (a tab whose stream dropped
/// may have been the view's only viewer), so a tab that comes back gets only what changed.
@MainActor
final class LiveHistory {
  /// From this sequence number on, every change of the location is recorded here: a tab whose
  /// version is older cannot be told what it missed.
  let since: UInt64
  private(set) var digests: [String]
  private(set) var changedAt: [UInt64]
  /// The sequence number of the location's last change.
  private(set) var version: UInt64
  /// When a view last used the record, for forgetting the least recently used (see `LiveHub`).
  var lastUsed: UInt64

  init(digests: [String], at sequence: UInt64) {
    since = sequence
    self.digests = digests
    changedAt = Array(repeating: sequence, count: digests.count)
    version = sequence
    lastUsed = sequence
  }

  /// Region `index` now shows HTML with `digest`, as of change `sequence`.
  func record(index: Int, digest: String, at sequence: UInt64) {
    guard digests.indices.contains(index) else { return }
    digests[index] = digest
    changedAt[index] = sequence
    version = max(version, sequence)
  }

  /// Takes a freshly rendered view's digests: the regions that differ (all of them when the
  /// view has another number of regions) change at one new sequence number, drawn from
  /// `nextSequence` only when something differs. Returns the indices that changed.
  func adopt(_ fresh: [String], nextSequence: () -> UInt64) -> [Int] {
    let changed = fresh.count == digests.count ? fresh.indices.filter { fresh[$0] != digests[$0] } : Array(fresh.indices)
    guard !changed.isEmpty else { return [] }
    let sequence = nextSequence()
    if fresh.count != digests.count {
      digests = fresh
      changedAt = Array(repeating: sequence, count: fresh.count)
    } else {
      for index in changed {
        digests[index] = fresh[index]
        changedAt[index] = sequence
      }
    }
    version = sequence
    return changed
  }

  /// The regions changed after `sequence`, or nil when the record cannot tell: it started
  /// later, or the number is not one of this location's (a tab only ever holds a version the
  /// location had).
  func regionsChanged(after sequence: UInt64) -> [Int]? {
    guard sequence >= since, sequence <= version else { return nil }
    return changedAt.indices.filter { changedAt[$0] > sequence }
  }
}
