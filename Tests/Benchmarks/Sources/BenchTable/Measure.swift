import Foundation

/// The median of `samples` timings of `body`, in nanoseconds per operation.
func medianNanos(samples: Int = 7, operations: Int, _ body: () -> Void) -> Double {
  var timings: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<samples {
    let elapsed = clock.measure(body)
    timings.append(nanoseconds(elapsed) / Double(operations))
  }
  return timings.sorted()[timings.count / 2]
}

/// Async variant of ``medianNanos(samples:operations:_:)``.
@MainActor func medianNanos(samples: Int = 5, operations: Int, _ body: @MainActor () async -> Void) async -> Double {
  var timings: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<samples {
    let start = clock.now
    await body()
    let elapsed = clock.now - start
    timings.append(nanoseconds(elapsed) / Double(operations))
  }
  return timings.sorted()[timings.count / 2]
}

/// `duration` in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never) @_optimize(none) func blackHole<T>(_ value: T) {}

/// Hides a value from the optimiser, so a baseline loop cannot be folded to a constant.
@inline(never) @_optimize(none) func opaque<T>(_ value: T) -> T { value }

/// Peak resident set size of this process (VmHWM), in bytes.
func peakResidentBytes() -> Int {
  statusBytes(field: "VmHWM:")
}

/// Current resident set size of this process (VmRSS), in bytes.
func residentBytes() -> Int {
  statusBytes(field: "VmRSS:")
}

/// A kB field of /proc/self/status, in bytes (0 when unreadable).
private func statusBytes(field: String) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix(field) {
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return kilobytes * 1024
  }
  return 0
}

func formatNanos(_ nanos: Double) -> String {
  if nanos >= 1_000_000 { return String(format: "%.2f ms", nanos / 1_000_000) }
  if nanos >= 1_000 { return String(format: "%.2f us", nanos / 1_000) }
  return String(format: "%.1f ns", nanos)
}

func formatBytes(_ bytes: Int) -> String {
  String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}
