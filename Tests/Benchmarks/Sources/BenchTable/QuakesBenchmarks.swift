import Foundation
import ImmutableData
import QuakesData
import Services

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where the real week feed and the Python baseline live (overridable for other checkouts).
enum QuakesFiles {
  static let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static var week: URL {
    URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["BENCH_WEEK_FEED"]
        ?? "/work/shared/data/usgs/tgomez_all_week_2018-06-14.geojson")
  }
  static var python: URL { benchmarks.appendingPathComponent("quakes_refresh.py") }
}

/// A transport that answers every request with a feed read from disk, as a server would send it.
struct FeedURLSession: NetworkSessionURLSession {
  let feed: @Sendable () throws -> Data

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    let response = HTTPURLResponse(
      url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
      headerFields: ["Content-Type": "application/json"]
    )!
    return (try self.feed(), response)
  }
}

/// The seconds of each stage of one refresh.
struct RefreshTimings {
  var decode: Double = 0
  var reduceAndDiff: Double = 0
  var persist: Double = 0
  var total: Double { decode + reduceAndDiff + persist }
}

/// A fresh app as at launch: an empty store, a new SQLite file, a remote store serving the feed.
/// Building it (opening and migrating the database) is not part of a refresh.
@MainActor final class RefreshFixture {
  let directory: URL
  let local: LocalStore
  let remote: RemoteStore<NetworkSession<FeedURLSession>>
  let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)

  init(feedURL: URL) throws {
    self.directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    self.local = try LocalStore(url: self.directory.appendingPathComponent("quakes.sqlite"))
    self.remote = RemoteStore(
      session: NetworkSession(urlSession: FeedURLSession { try Data(contentsOf: feedURL) }),
      baseURL: URL(string: "http://127.0.0.1:1/")!
    )
  }

  isolated deinit {
    try? FileManager.default.removeItem(at: self.directory)
  }

  /// One refresh of the week, stage by stage where the Listener runs each: decoding on the
  /// RemoteStore actor, reducing and diffing on the main actor, persisting on GRDB's writer.
  func refresh() async throws -> RefreshTimings {
    let clock = ContinuousClock()
    var timings = RefreshTimings()

    var start = clock.now
    let quakes = try await self.remote.fetchRemoteQuakesQuery(range: .allWeek)
    timings.decode = seconds(clock.now - start)

    start = clock.now
    let oldState = self.store.state
    try self.store.dispatch(action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes))))))
    let diff = QuakesDiff(oldState: oldState, newState: self.store.state, remoteQuakes: quakes)
    timings.reduceAndDiff = seconds(clock.now - start)

    start = clock.now
    try await self.local.didFetchRemoteQuakesMutation(inserted: diff.inserted, updated: diff.updated, deleted: diff.deleted)
    timings.persist = seconds(clock.now - start)
    precondition(diff.inserted.count > 4_000, "the week feed should insert its quakes")
    return timings
  }
}

@MainActor func refreshWeek(feedURL: URL) async throws -> RefreshTimings {
  try await RefreshFixture(feedURL: feedURL).refresh()
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// B6 and B7: the refresh against Python in the same run, then the longest main-actor hold
/// during refreshes measured by a ticker that yields the main actor continuously.
@MainActor func benchmarkB6B7(b6: Bool, b7: Bool) async -> [Row] {
  let samples = 15
  var rows: [Row] = []
  let feed = QuakesFiles.week
  _ = try! await refreshWeek(feedURL: feed)  // warm-up: page cache, lazy metadata, SQLite

  if b6 {
    var runs: [RefreshTimings] = []
    for _ in 0..<samples { runs.append(try! await refreshWeek(feedURL: feed)) }
    let median = runs.sorted { $0.total < $1.total }[samples / 2]
    let python = pythonRefreshSeconds(feed: feed, samples: samples)
    let ratio = median.total / python
    rows.append(
      Row(
        id: "B6",
        what: String(
          format: "Quakes week refresh (decode %.1f + reduce/diff %.1f + persist %.1f ms)",
          median.decode * 1e3, median.reduceAndDiff * 1e3, median.persist * 1e3),
        median: formatNanos(median.total * 1e9), baseline: formatNanos(python * 1e9) + " Python",
        ratio: ratio, goal: "<= 0.5x Python", holds: ratio <= 0.5)
    )
  }

  if b7 {
    var longest = 0.0
    for _ in 0..<samples {
      let fixture = try! RefreshFixture(feedURL: feed)
      // Let the previous fixture's teardown and this one's setup finish: they are not a refresh.
      try? await Task.sleep(for: .milliseconds(50))
      let ticker = MainActorTicker()
      let ticking = Task { @MainActor in await ticker.run() }
      await Task.yield()
      _ = try! await fixture.refresh()
      ticker.stop()
      await ticking.value
      longest = max(longest, ticker.longestGap)
      if ProcessInfo.processInfo.environment["B7_TRACE"] != nil {
        FileHandle.standardError.write(Data("B7 gap \(ticker.longestGap * 1e3) ms at \(ticker.longestGapEnd)\n".utf8))
      }
    }
    rows.append(
      Row(
        id: "B7", what: "longest main-actor hold during \(samples) B6 refreshes",
        median: formatNanos(longest * 1e9), baseline: "16 ms frame",
        ratio: longest / 0.016, goal: "< 16 ms", holds: longest < 0.016)
    )
  }
  return rows
}

/// Yields the main actor in a loop and records the longest time between two of its turns: the
/// longest stretch some other main-actor job held the actor.
@MainActor final class MainActorTicker {
  private(set) var longestGap: Double = 0
  private(set) var longestGapEnd = 0
  private var isRunning = true

  func run() async {
    let clock = ContinuousClock()
    var last = clock.now
    var tick = 0
    while self.isRunning {
      await Task.yield()
      let now = clock.now
      tick += 1
      if seconds(now - last) > self.longestGap {
        self.longestGap = seconds(now - last)
        self.longestGapEnd = tick
      }
      last = now
    }
  }

  func stop() { self.isRunning = false }
}

/// Runs the Python baseline script; its output is the median seconds of `samples` runs.
func pythonRefreshSeconds(feed: URL, samples: Int) -> Double {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", QuakesFiles.python.path, feed.path, String(samples)]
  let pipe = Pipe()
  process.standardOutput = pipe
  try! process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard let value = Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
    fatalError("the Python baseline printed no timing")
  }
  return value
}
