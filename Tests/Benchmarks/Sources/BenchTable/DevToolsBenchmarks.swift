import DevTools
import DevToolsInspection
import DevToolsLog
import Foundation
import ImmutableData

/// B9: what DevTools costs when it is on. The counter store of B1, built the way a module builds
/// it (`StoreInspector.makeStore`) without `--devtools` (a plain `Store`), with it (recording
/// every reduction), and with it under the host's metrics observer; then a 100k-action burst
/// against a capped history, with an uncapped history as contrast for the memory figure; then
/// the same dispatches with the persistent log on (issue #39).
@MainActor func benchmarkB9() async -> [Row] {
  benchmarkB9RecordingCost() + benchmarkB9Burst() + (await benchmarkB9PersistentLog())
}

/// DevTools with its SQLite log, as `--devtools` runs by default: the dispatch cost with the log
/// attached (sampled alternately with DevTools on and no log, so both see the same load), and
/// what writing costs per step off the dispatch path (rendering and redaction on the main actor,
/// then the SQLite append), as the host's writer does twice a second after each burst.
@MainActor private func benchmarkB9PersistentLog() async -> [Row] {
  let count = 1_000_000
  let limit = 500
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("b9-log-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let log = try! SQLiteInspectionLog(path: folder.appendingPathComponent("devtools-log.sqlite").path)
  var withLog: [Double] = []
  var withoutLog: [Double] = []
  var writePerStep: [Double] = []
  for _ in 0..<7 {
    for logged in [false, true] {
      let inspection = ModuleInspection(historyLimit: limit, log: logged ? log : nil, boot: InspectionBoot(instance: "b9"))
      let store = StoreInspector<Int, CounterAction>.makeStore(
        initialState: 0, reducer: counterReducer, inspection: inspection.hook(slug: "counter"))
      let nanos = medianNanos(samples: 1, operations: count) {
        for _ in 0..<count { try! store.dispatch(action: .incremented) }
        blackHole(store.select { $0 })
      }
      guard logged else {
        withoutLog.append(nanos)
        continue
      }
      withLog.append(nanos)
      // The writer's round after the burst: the newest `limit` steps (the ring holds no more).
      writePerStep.append(await logWriteNanosPerStep(inspection))
    }
  }
  let on = withLog.sorted()[withLog.count / 2]
  let off = withoutLog.sorted()[withoutLog.count / 2]
  let write = writePerStep.sorted()[writePerStep.count / 2]
  let postgres = await benchmarkB9PostgresWrite(limit: limit, onePerDispatch: on)
  return [
    Row(
      id: "B9", what: "counter dispatch, DevTools on with the SQLite log (history \(limit))",
      median: formatNanos(on), baseline: formatNanos(off) + " DevTools on, no log",
      ratio: on / off, goal: "<= \(Int(recordingGoalNanos)) ns", holds: on <= recordingGoalNanos
    ),
    Row(
      id: "B9", what: "log write per step, off the dispatch path (render + SQLite, \(limit) a round)",
      median: formatNanos(write), baseline: "2 rounds/s: \(String(format: "%.1f", write * Double(limit) * 2 / 1e7)) % of one core at most",
      ratio: write / on, goal: "reported (ratio: to one dispatch)", holds: nil
    ),
  ] + postgres
}

/// The same writer's round to DevTools' PostgreSQL log (`--devtools-log postgres://…`), when
/// `ANIMALS_POSTGRES_URL` names a server (`Scripts/with-postgres Scripts/bench B9`): the dispatch
/// path does not change with the backend, only this write does.
@MainActor private func benchmarkB9PostgresWrite(limit: Int, onePerDispatch: Double) async -> [Row] {
  guard let url = ProcessInfo.processInfo.environment["ANIMALS_POSTGRES_URL"] else { return [] }
  let log: PostgresInspectionLog
  do {
    log = try PostgresInspectionLog(url: url)
    try await log.prepare()
  } catch {
    return [
      Row(id: "B9", what: "log write per step to PostgreSQL", median: "-", baseline: "\(error)", ratio: 0, goal: "reported", holds: nil)
    ]
  }
  defer { Task { await log.close() } }
  var writePerStep: [Double] = []
  for _ in 0..<7 {
    let inspection = ModuleInspection(historyLimit: limit, log: log, boot: InspectionBoot(instance: "b9-postgres"))
    let store = StoreInspector<Int, CounterAction>.makeStore(
      initialState: 0, reducer: counterReducer, inspection: inspection.hook(slug: "counter"))
    for _ in 0..<(limit * 2) { try! store.dispatch(action: .incremented) }
    writePerStep.append(await logWriteNanosPerStep(inspection))
  }
  let write = writePerStep.sorted()[writePerStep.count / 2]
  return [
    Row(
      id: "B9", what: "log write per step to PostgreSQL, off the dispatch path (render + one INSERT of \(limit) rows a round, loopback)",
      median: formatNanos(write),
      baseline: "2 rounds/s: \(String(format: "%.1f", write * Double(limit) * 2 / 1e7)) % of one core's time at most",
      ratio: write / onePerDispatch, goal: "reported (ratio: to one dispatch)", holds: nil
    )
  ]
}

/// The goal of issue #30: recording costs at most this much per dispatch with DevTools on.
private let recordingGoalNanos = 100.0

/// Per-dispatch median with DevTools off and on, sampled alternately so all see the same load.
/// Every store comes out of `StoreInspector.makeStore`, as a module builds it: off with no
/// inspection hook (a plain `Store`), on with a `ModuleInspection`'s hook (the host's
/// `--devtools`), and on again under a `ReductionObserver`, which the host binds when it starts a
/// module so its metrics count every reduction (here recording into a black hole: the wrapper's
/// own cost; the host's counters add theirs). A `Store` built inline here lets the optimiser fold
/// the counter loop (about 0.6 ns per dispatch), which is no baseline. No origin is bound (a
/// bound one adds a retain per step, as the previous `String` origin did).
@MainActor private func benchmarkB9RecordingCost() -> [Row] {
  let count = 1_000_000
  let limit = 500
  let observer = ReductionObserver { refused, failure in blackHole((refused, failure)) }
  func makeStore(devTools: Bool) -> Store<Int, CounterAction> {
    StoreInspector<Int, CounterAction>.makeStore(
      initialState: 0,
      reducer: counterReducer,
      inspection: devTools ? ModuleInspection(historyLimit: limit).hook(slug: "counter") : nil
    )
  }
  func perDispatch(_ build: () -> Store<Int, CounterAction>) -> Double {
    medianNanos(samples: 1, operations: count) {
      let store = build()
      for _ in 0..<count { try! store.dispatch(action: .incremented) }
      blackHole(store.select { $0 })
    }
  }
  var off: [Double] = []
  var on: [Double] = []
  var observed: [Double] = []
  for _ in 0..<7 {
    off.append(perDispatch { makeStore(devTools: false) })
    on.append(perDispatch { makeStore(devTools: true) })
    observed.append(perDispatch { ReductionObserver.$current.withValue(observer) { makeStore(devTools: true) } })
  }
  let offMedian = off.sorted()[off.count / 2]
  let onMedian = on.sorted()[on.count / 2]
  let observedMedian = observed.sorted()[observed.count / 2]
  return [
    Row(
      id: "B9", what: "counter dispatch, DevTools on (makeStore, history \(limit), no observer)",
      median: formatNanos(onMedian), baseline: formatNanos(offMedian) + " DevTools off",
      ratio: onMedian / offMedian, goal: "<= \(Int(recordingGoalNanos)) ns", holds: onMedian <= recordingGoalNanos
    ),
    Row(
      id: "B9", what: "counter dispatch, DevTools on, ReductionObserver on (no-op record)",
      median: formatNanos(observedMedian), baseline: formatNanos(offMedian) + " DevTools off",
      ratio: observedMedian / offMedian, goal: "reported (the observer's wrapper)", holds: nil
    ),
  ]
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

/// One round of `inspection`'s log writer (as the host's runs twice a second), in nanoseconds
/// per step written.
@MainActor private func logWriteNanosPerStep(_ inspection: ModuleInspection) async -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  let written = try! await inspection.writeLog()
  return nanoseconds(clock.now - start) / Double(Swift.max(1, written))
}
