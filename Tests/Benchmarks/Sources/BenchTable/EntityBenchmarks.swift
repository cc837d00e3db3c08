import Foundation
import ImmutableData

/// B4: one dispatch updating one entity, through the Store (which keeps the old state alive while
/// reducing, as every listener needs), for 10k / 100k / 1M entities.
@MainActor func benchmarkB4() -> [Row] {
  var tree: [Int: Double] = [:]
  var dictionary: [Int: Double] = [:]
  // Every TreeDictionary size first: the Dictionary baselines copy tables of up to 1M entries,
  // and the heap they churn (trimmed and re-faulted pages) would be billed to the next update.
  for size in [10_000, 100_000, 1_000_000] {
    // The same number of updates at every size, so each median covers as many cache misses.
    let operations = 5_000
    let treeStore = Store(initialState: TreeState(count: size), reducer: TreeState.reducer)
    let ids = scatteredIds(count: operations, size: size)
    tree[size] = medianNanos(samples: 9, operations: operations) {
      for id in ids { try! treeStore.dispatch(action: .updated(id: id)) }
    }
  }
  for size in [10_000, 100_000, 1_000_000] {
    let operations = size >= 1_000_000 ? 20 : 200
    let dictionaryStore = Store(initialState: DictionaryState(count: size), reducer: DictionaryState.reducer)
    let ids = scatteredIds(count: operations, size: size)
    dictionary[size] = medianNanos(samples: 3, operations: operations) {
      for id in ids { try! dictionaryStore.dispatch(action: .updated(id: id)) }
    }
  }
  var rows: [Row] = []
  for size in [10_000, 100_000, 1_000_000] {
    let label = size >= 1_000_000 ? "1M" : "\(size / 1000)k"
    let holds: Bool?
    let goal: String
    if size == 100_000 {
      goal = "<= 5 us"
      holds = tree[size]! <= 5_000
    } else if size == 1_000_000 {
      goal = "<= 2x the 10k median (\(formatNanos(2 * tree[10_000]!)))"
      holds = tree[size]! <= 2 * tree[10_000]!
    } else {
      goal = "reference for 1M"
      holds = nil
    }
    rows.append(
      Row(
        id: "B4", what: "update 1 of \(label) entities (TreeDictionary)", median: formatNanos(tree[size]!),
        baseline: formatNanos(dictionary[size]!) + " Dictionary", ratio: tree[size]! / dictionary[size]!,
        goal: goal, holds: holds)
    )
  }
  return rows
}

/// B3 in one child process: builds 100k entities, then 1,000 dispatches each changing one entity,
/// with a lossless listener that awaits 1 ms per element; returns VmHWM once the listener drained.
/// `mode` is "tree-store", "dictionary-store", "tree-plain" or "dictionary-plain".
@MainActor func runB3Child(mode: String) async -> Int {
  let size = 100_000
  let dispatches = 1_000
  switch mode {
  case "tree-store":
    let store = Store(initialState: TreeState(count: size), reducer: TreeState.reducer)
    await burst(store: store, size: size, dispatches: dispatches)
  case "dictionary-store":
    let store = Store(initialState: DictionaryState(count: size), reducer: DictionaryState.reducer)
    await burst(store: store, size: size, dispatches: dispatches)
  case "tree-plain":
    var state = TreeState(count: size)
    for id in scatteredIds(count: dispatches, size: size) { state = try! TreeState.reducer(state, .updated(id: id)) }
    blackHole(state)
  default:
    var state = DictionaryState(count: size)
    for id in scatteredIds(count: dispatches, size: size) { state = try! DictionaryState.reducer(state, .updated(id: id)) }
    blackHole(state)
  }
  return peakResidentBytes()
}

@MainActor func burst<State: Sendable>(store: Store<State, EntityAction>, size: Int, dispatches: Int) async {
  let stream = store.makeStream()
  let listener = Task.detached {
    var seen = 0
    for await element in stream {
      blackHole(element)
      try? await Task.sleep(for: .milliseconds(1))
      seen += 1
      if seen == dispatches { break }
    }
  }
  for id in scatteredIds(count: dispatches, size: size) { try! store.dispatch(action: .updated(id: id)) }
  await listener.value
}

/// B3: runs each variant in its own process so each peak is its own.
func benchmarkB3() -> [Row] {
  func peak(_ mode: String) -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--b3-child", mode]
    let pipe = Pipe()
    process.standardOutput = pipe
    try! process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }
  var rows: [Row] = []
  for (kind, label) in [("tree", "TreeDictionary"), ("dictionary", "Dictionary, contrast")] {
    let store = peak("\(kind)-store")
    let plain = peak("\(kind)-plain")
    let ratio = Double(store) / Double(plain)
    let isGoal = kind == "tree"
    rows.append(
      Row(
        id: "B3", what: "burst 1k dispatches / 100k entities, 1 ms listener (\(label))",
        median: formatBytes(store) + " peak RSS", baseline: formatBytes(plain) + " no store",
        ratio: ratio, goal: isGoal ? "peak <= 2x baseline" : "contrast: why state uses TreeDictionary",
        holds: isGoal ? ratio <= 2 : nil)
    )
  }
  return rows
}
