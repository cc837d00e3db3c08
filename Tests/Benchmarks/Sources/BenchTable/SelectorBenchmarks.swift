import ImmutableBinding
import ImmutableData
import Synchronization

/// B5 state: `a` changes on every dispatch, `b` never does.
struct PairState: Sendable, Equatable {
  var a = 0
  var b = 0
}

enum PairAction: Sendable { case incrementedA }

let pairReducer: @Sendable (PairState, PairAction) throws -> PairState = { state, action in
  var state = state
  switch action {
  case .incrementedA: state.a &+= 1
  }
  return state
}

/// Counters the selectors' closures bump, so the benchmark knows when every selector has seen a
/// dispatch and can prove that no output was recomputed.
let filterCalls = Atomic<Int>(0)
let dependencySelections = Atomic<Int>(0)
let outputComputations = Atomic<Int>(0)

/// B5: one dispatch seen by 1,000 live selectors whose filter rejects it, and by 1,000 whose
/// dependency is unchanged, against the same dispatch with no selectors.
@MainActor func benchmarkB5() async -> [Row] {
  let selectorCount = 1_000
  let dispatches = 500

  /// Dispatches one action at a time and waits (yielding the main actor) until `handled` says
  /// every selector handled it; returns the median nanoseconds per dispatch.
  func measure(_ store: Store<PairState, PairAction>, handled: (() -> Int)?) async -> Double {
    await medianNanos(samples: 15, operations: dispatches) {
      for _ in 0..<dispatches {
        let target = (handled?() ?? 0) + selectorCount
        try! store.dispatch(action: .incrementedA)
        if let handled {
          while handled() < target { await Task.yield() }
        } else {
          await Task.yield()
        }
      }
    }
  }

  let bareStore = Store(initialState: PairState(), reducer: pairReducer)
  let bare = await measure(bareStore, handled: nil)

  let rejectingStore = Store(initialState: PairState(), reducer: pairReducer)
  let rejecting = (0..<selectorCount).map { _ in
    ImmutableBinding.Selector(
      rejectingStore,
      filter: { _, _ in
        filterCalls.add(1, ordering: .relaxed)
        return false
      },
      outputSelector: { state in
        outputComputations.add(1, ordering: .relaxed)
        return state.a
      }
    )
  }
  let rejectingOutputsBefore = outputComputations.load(ordering: .relaxed)
  let rejected = await measure(rejectingStore, handled: { filterCalls.load(ordering: .relaxed) })
  let rejectedRecomputations = outputComputations.load(ordering: .relaxed) - rejectingOutputsBefore
  blackHole(rejecting.map { $0.output })

  let unchangedStore = Store(initialState: PairState(), reducer: pairReducer)
  let unchanged = (0..<selectorCount).map { _ in
    ImmutableBinding.Selector(
      unchangedStore,
      dependencySelector: { @Sendable (state: PairState) -> Int in
        dependencySelections.add(1, ordering: .relaxed)
        return state.b
      },
      outputSelector: { @Sendable (state: PairState) -> Int in
        outputComputations.add(1, ordering: .relaxed)
        return state.b
      }
    )
  }
  let unchangedOutputsBefore = outputComputations.load(ordering: .relaxed)
  let kept = await measure(unchangedStore, handled: { dependencySelections.load(ordering: .relaxed) })
  let unchangedRecomputations = outputComputations.load(ordering: .relaxed) - unchangedOutputsBefore
  blackHole(unchanged.map { $0.output })

  let perRejected = (rejected - bare) / Double(selectorCount)
  let perUnchanged = (kept - bare) / Double(selectorCount)
  return [
    Row(
      id: "B5", what: "1 dispatch, 1k selectors whose filter rejects (per selector; \(rejectedRecomputations) recomputations)",
      median: formatNanos(perRejected), baseline: formatNanos(bare) + " / dispatch, no selectors",
      ratio: rejected / bare, goal: "<= 50 ns per selector, 0 recomputations",
      holds: perRejected <= 50 && rejectedRecomputations == 0),
    Row(
      id: "B5", what: "1 dispatch, 1k selectors, dependency unchanged (per selector; \(unchangedRecomputations) recomputations)",
      median: formatNanos(perUnchanged), baseline: formatNanos(bare) + " / dispatch, no selectors",
      ratio: kept / bare, goal: "0 output recomputations", holds: unchangedRecomputations == 0),
  ]
}
