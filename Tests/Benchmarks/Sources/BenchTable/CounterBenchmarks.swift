import Foundation
import ImmutableData

enum CounterAction: Sendable { case incremented }

/// The counter reducer, behind a closure so the bare loop and the store call the same code.
let counterReducer: @Sendable (Int, CounterAction) throws -> Int = { state, action in
  switch action {
  case .incremented: state &+ 1
  }
}

/// B1: store dispatch with no listener against a bare `state = reduce(state, action)` loop.
@MainActor func benchmarkB1() -> (row: Row, storeNanos: Double) {
  let count = 10_000_000
  let reduce = opaque(counterReducer)
  let bare = medianNanos(operations: count) {
    var state = opaque(0)
    for _ in 0..<count { state = try! reduce(state, .incremented) }
    blackHole(state)
  }
  let store = Store(initialState: 0, reducer: counterReducer)
  let dispatched = medianNanos(operations: count) {
    for _ in 0..<count { try! store.dispatch(action: .incremented) }
  }
  blackHole(store.select { $0 })
  let ratio = dispatched / bare
  return (
    Row(
      id: "B1", what: "counter dispatch, no listener", median: formatNanos(dispatched),
      baseline: formatNanos(bare) + " bare loop", ratio: ratio, goal: "<= 5x bare loop", holds: ratio <= 5),
    dispatched
  )
}

/// B2: 1M dispatches delivered to one listener off the main actor, until it has processed the last.
@MainActor func benchmarkB2(b1Nanos: Double) async -> [Row] {
  let count = 1_000_000
  var rows: [Row] = []
  let modes: [Bool] =
    switch ProcessInfo.processInfo.environment["B2_MODE"] {
    case "main": [true]
    case "off": [false]
    default: [false, true]
    }
  for onMainActor in modes {
    let perAction = await medianNanos(samples: 3, operations: count) {
      let store = Store(initialState: 0, reducer: counterReducer)
      let stream = store.makeStream()
      let listener: Task<Int, Never>
      if onMainActor {
        listener = Task { @MainActor in
          var seen = 0
          for await (_, _) in stream {
            seen += 1
            if seen == count { break }
          }
          return seen
        }
      } else {
        listener = Task.detached {
          var seen = 0
          for await (_, _) in stream {
            seen += 1
            if seen == count { break }
          }
          return seen
        }
      }
      for _ in 0..<count { try! store.dispatch(action: .incremented) }
      let seen = await listener.value
      precondition(seen == count)
    }
    rows.append(
      Row(
        id: "B2", what: "1M dispatches to one listener " + (onMainActor ? "(on main actor)" : "(off main actor)"),
        median: formatNanos(perAction), baseline: formatNanos(b1Nanos) + " (B1)",
        ratio: perAction / b1Nanos, goal: onMainActor ? "<= 1 us per action" : "<= 0.5 us per action",
        holds: perAction <= (onMainActor ? 1_000 : 500))
    )
  }
  return rows
}
