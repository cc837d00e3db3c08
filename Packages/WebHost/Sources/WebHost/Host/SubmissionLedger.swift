import NIOConcurrencyHelpers

/// The form posts this host has taken, by the id the page's script gives each submission (the
/// `once` field): a post sent again (the connection dropped before its answer, and the script
/// sent it once more) is answered as the first was and applied once, never twice.
///
/// A post is recorded when it starts, so a copy arriving while the first still runs is not
/// applied either; a post the module refused is forgotten, so the same submission corrected is
/// taken. The ledger keeps the most recent ``capacity`` ids (a resent post comes within
/// seconds). It is the process's: behind a load balancer a copy that reaches another instance
/// is not recognised (docs/decisions/in-place.md, "Every touch in place").
final class SubmissionLedger: Sendable {
  /// Most ids remembered.
  let capacity: Int
  private let state = NIOLockedValueBox(State())

  private struct State {
    var ids: Set<String> = []
    var order: [String] = []
    var start = 0
  }

  init(capacity: Int = 4096) {
    self.capacity = max(1, capacity)
  }

  /// Records `id`; false when it was already taken (the post must not be applied again).
  func begin(_ id: String) -> Bool {
    let capacity = capacity
    return state.withLockedValue { state in
      guard state.ids.insert(id).inserted else { return false }
      if state.order.count < capacity {
        state.order.append(id)
      } else {
        // A ring: the oldest id makes room.
        state.ids.remove(state.order[state.start])
        state.order[state.start] = id
        state.start = (state.start + 1) % capacity
      }
      return true
    }
  }

  /// Forgets `id` (its post was refused, so nothing was applied).
  func forget(_ id: String) {
    _ = state.withLockedValue { $0.ids.remove(id) }
  }

  /// Whether `id` is remembered now.
  func contains(_ id: String) -> Bool {
    state.withLockedValue { $0.ids.contains(id) }
  }
}
