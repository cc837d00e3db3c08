import Benchmark
import ImmutableData

// The ordo-one view of B1 (dispatch cost) with its malloc and wall-clock metrics; the goal table
// with ratios is printed by the BenchTable executable (Scripts/bench).

enum CounterAction: Sendable { case incremented }

let counterReducer: @Sendable (Int, CounterAction) throws -> Int = { state, action in
  switch action {
  case .incremented: state &+ 1
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident])

  Benchmark("B1 baseline: bare reduce loop", configuration: .init(scalingFactor: .mega)) { benchmark in
    var state = 0
    for _ in benchmark.scaledIterations { state = try counterReducer(state, .incremented) }
    blackHole(state)
  }

  Benchmark("B1 store dispatch, no listener", configuration: .init(scalingFactor: .mega)) { benchmark in
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      let store = Store(initialState: 0, reducer: counterReducer)
      for _ in iterations { try! store.dispatch(action: .incremented) }
      blackHole(store.select { $0 })
    }
  }
}
