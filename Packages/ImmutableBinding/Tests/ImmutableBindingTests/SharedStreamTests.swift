import ImmutableBinding
import ImmutableData
import Testing

/// Selectors of a real `ImmutableData.Store` share one stream per store: the same update
/// semantics, with exactly the elements reduced after each selector was made.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SharedStreamTests {
  struct Counts: Sendable, Equatable {
    var a = 0
    var b = 0
  }

  enum Changed: Sendable { case a, b }

  static func makeStore() -> ImmutableData.Store<Counts, Changed> {
    ImmutableData.Store(initialState: Counts()) { state, action in
      var state = state
      switch action {
      case .a: state.a += 1
      case .b: state.b += 1
      }
      return state
    }
  }

  /// Records what the closures of selectors saw.
  @MainActor final class Log {
    var filtered: [Int] = []
    var outputs = 0
  }

  @Test func manySelectorsSeeEachActionOnceAndRejectedOnesComputeNothing() async throws {
    let store = Self.makeStore()
    let log = Log()
    let rejecting = (0..<100).map { _ in
      ImmutableBinding.Selector(
        store,
        filter: { @Sendable _, action in action == .b },
        outputSelector: { @Sendable (state: Counts) -> Int in
          MainActor.assumeIsolated { log.outputs += 1 }
          return state.b
        }
      )
    }
    // Made after the rejecting selectors, so the hub hands them each element first.
    let watchingA = ImmutableBinding.Selector(store, outputSelector: { $0.a })
    let watchingB = ImmutableBinding.Selector(store, outputSelector: { $0.b })
    var aOutputs = watchingA.outputs.makeAsyncIterator()
    var bOutputs = watchingB.outputs.makeAsyncIterator()
    #expect(log.outputs == 100)

    try store.dispatch(action: .a)
    #expect(await aOutputs.next() == 1)
    #expect(log.outputs == 100)
    #expect(rejecting.allSatisfy { $0.output == 0 })

    try store.dispatch(action: .b)
    #expect(await bOutputs.next() == 1)
    #expect(log.outputs == 200)
    #expect(rejecting.allSatisfy { $0.output == 1 })
  }

  @Test func aSelectorMadeAfterADispatchDoesNotSeeThatDispatchsElement() async throws {
    let store = Self.makeStore()
    let first = ImmutableBinding.Selector(store, outputSelector: { $0.a })
    var firstOutputs = first.outputs.makeAsyncIterator()
    try store.dispatch(action: .a)  // still undelivered: the shared stream's task has not run
    let log = Log()
    let late = ImmutableBinding.Selector(
      store,
      filter: { @Sendable _, action in
        MainActor.assumeIsolated { log.filtered.append(action == .a ? 1 : 2) }
        return true
      },
      outputSelector: { $0.a }
    )
    #expect(late.output == 1)
    #expect(await firstOutputs.next() == 1)
    #expect(log.filtered.isEmpty)
    try store.dispatch(action: .a)
    #expect(await firstOutputs.next() == 2)
    #expect(log.filtered == [1])
    #expect(late.output == 2)
  }

  @Test func aCancelledSelectorRunsNoClosureAndOthersKeepUpdating() async throws {
    let store = Self.makeStore()
    let log = Log()
    let cancelled = ImmutableBinding.Selector(
      store,
      filter: { @Sendable _, _ in
        MainActor.assumeIsolated { log.filtered.append(0) }
        return true
      },
      outputSelector: { $0.a }
    )
    let kept = ImmutableBinding.Selector(store, outputSelector: { $0.a })
    var outputs = kept.outputs.makeAsyncIterator()
    cancelled.cancel()
    try store.dispatch(action: .a)
    #expect(await outputs.next() == 1)
    #expect(log.filtered.isEmpty)
    #expect(cancelled.output == 0)
    kept.cancel()
    // With every selector gone a new one starts a fresh shared stream and still updates.
    let again = ImmutableBinding.Selector(store, outputSelector: { $0.a })
    var againOutputs = again.outputs.makeAsyncIterator()
    try store.dispatch(action: .a)
    #expect(await againOutputs.next() == 2)
  }
}
