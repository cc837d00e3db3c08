import DevTools
import ImmutableData

/// B9: what DevTools costs when it is on. The counter store of B1, once built the way a module
/// builds it without `--devtools` (`StoreInspector.makeStore(…, inspection: nil)`, a plain
/// `Store`) and once through `StoreInspector` recording every reduction; then a 100k-action burst
/// against a capped history, with an uncapped history as contrast for the memory figure.
@MainActor func benchmarkB9() -> [Row] {
  [benchmarkB9RecordingCost()] + benchmarkB9Burst()
}

/// Per-dispatch median with DevTools off and on, sampled alternately so both see the same load.
/// Both stores come out of DevTools' entry points, as in a module: a `Store` built inline here
/// lets the optimiser fold the counter loop (about 0.6 ns per dispatch), which is no baseline.
@MainActor private func benchmarkB9RecordingCost() -> Row {
  let count = 1_000_000
  let limit = 500
  var off: [Double] = []
  var on: [Double] = []
  for _ in 0..<7 {
    off.append(
      medianNanos(samples: 1, operations: count) {
        let store = StoreInspector<Int, CounterAction>.makeStore(
          initialState: 0, reducer: counterReducer, inspection: nil
        )
        for _ in 0..<count { try! store.dispatch(action: .incremented) }
        blackHole(store.select { $0 })
      }
    )
    on.append(
      medianNanos(samples: 1, operations: count) {
        let (store, inspector) = StoreInspector.makeInspectedStore(
          initialState: 0, reducer: counterReducer, historyLimit: limit
        )
        for _ in 0..<count { try! store.dispatch(action: .incremented) }
        blackHole(store.select { $0 })
        blackHole(inspector.latestStep)
      }
    )
  }
  let offMedian = off.sorted()[off.count / 2]
  let onMedian = on.sorted()[on.count / 2]
  return Row(
    id: "B9", what: "counter dispatch, DevTools on (recording, history \(limit))",
    median: formatNanos(onMedian), baseline: formatNanos(offMedian) + " DevTools off",
    ratio: onMedian / offMedian, goal: "recording cost, reported", holds: nil
  )
}

/// A 100k-action burst: the capped history keeps exactly `limit` steps and RSS stays flat after
/// the first 10k; the uncapped run (limit = burst) shows what the cap saves.
@MainActor private func benchmarkB9Burst() -> [Row] {
  let burst = 100_000
  let warmUp = 10_000
  let limit = 500
  func run(historyLimit: Int) -> (kept: Int, dispatched: Int, growth: Int) {
    let (store, inspector) = StoreInspector.makeInspectedStore(
      initialState: 0, reducer: counterReducer, historyLimit: historyLimit
    )
    for _ in 0..<warmUp { try! store.dispatch(action: .incremented) }
    let afterWarmUp = residentBytes()
    for _ in warmUp..<burst { try! store.dispatch(action: .incremented) }
    let afterBurst = residentBytes()
    blackHole(store.select { $0 })
    return (inspector.recordedCount, inspector.latestStep, afterBurst - afterWarmUp)
  }
  let capped = run(historyLimit: limit)
  let uncapped = run(historyLimit: burst)
  return [
    Row(
      id: "B9", what: "100k-action burst, DevTools on, history cap \(limit)",
      median: "\(capped.kept) steps kept, RSS \(signedBytes(capped.growth)) over last 90k",
      baseline: "\(capped.dispatched) dispatched", ratio: Double(capped.kept) / Double(limit),
      goal: "history == cap", holds: capped.kept == limit && capped.dispatched == burst
    ),
    Row(
      id: "B9", what: "100k-action burst, DevTools on, history uncapped (contrast)",
      median: "\(uncapped.kept) steps kept, RSS \(signedBytes(uncapped.growth)) over last 90k",
      baseline: "\(uncapped.dispatched) dispatched", ratio: Double(uncapped.kept) / Double(limit),
      goal: "contrast: what the cap saves", holds: nil
    ),
  ]
}

/// A change in bytes with its sign (RSS can shrink when the allocator returns pages).
private func signedBytes(_ bytes: Int) -> String {
  (bytes < 0 ? "-" : "+") + formatBytes(abs(bytes))
}
