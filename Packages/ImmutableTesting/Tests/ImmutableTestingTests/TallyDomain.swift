import ImmutableData

/// A tiny domain for the test store's own tests.
struct Tally: Equatable, Sendable {
  var count = 0
  var loaded: [String] = []
  var isLoading = false
}

enum TallyAction: Equatable, Sendable {
  case increment
  case noop
  case requestLoad(String)
  case didLoad(String)
  case refuse
}

struct TallyRefused: Error, Equatable {}

enum TallyReducer {
  @Sendable static func reduce(state: Tally, action: TallyAction) throws -> Tally {
    var state = state
    switch action {
    case .increment:
      state.count += 1
    case .noop:
      break
    case .requestLoad:
      state.isLoading = true
    case .didLoad(let value):
      state.isLoading = false
      state.loaded.append(value)
    case .refuse:
      throw TallyRefused()
    }
    return state
  }
}

/// A Listener double: answers every `requestLoad(x)` with `didLoad(x)` and `didLoad(x!)`,
/// from its own task, as a data Listener answers with a persistent store's result.
@MainActor final class EchoListener {
  private var task: Task<Void, Never>?

  init(store: Store<Tally, TallyAction>) {
    let stream = store.makeStream()
    self.task = Task { [weak store] in
      for await (_, action) in stream {
        guard case .requestLoad(let value) = action else { continue }
        await Task.yield()
        try? store?.dispatch(action: .didLoad(value))
        try? store?.dispatch(action: .didLoad(value + "!"))
      }
    }
  }

  isolated deinit {
    self.task?.cancel()
  }
}
