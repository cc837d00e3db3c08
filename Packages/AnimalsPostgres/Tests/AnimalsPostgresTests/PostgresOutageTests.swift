import AnimalsData
import AnimalsPostgres
import Foundation
import PostgresSupport
import PostgresSupportTesting
import TestSupport
import Testing

/// A database that stops or stalls while the store is open: every operation fails as busy
/// within the operation timeout, says so without the URL's password, and the store works
/// again by itself once the database is back, with everything committed before still there.
/// Each test runs its own cluster (the shared test server must not be stopped).
@Suite(
  .enabled(if: PostgresTestServer.isConfigured, "needs PostgreSQL (Scripts/test and Scripts/with-postgres set ANIMALS_POSTGRES_URL)"),
  .serialized,
  .timeLimit(.minutes(3))
)
struct PostgresOutageTests {
  /// The operation timeout these tests use: short, so each test is quick; the standard one is
  /// measured from outside by Tests/Reliability/test_database_outage.py.
  static let timeout = Duration.seconds(1)
  /// Slack for a loaded machine on top of the timeout; far below the wait it replaces (a
  /// stopped database kept an operation waiting past 45 s).
  static let slack = Duration.seconds(3)

  static func open(_ cluster: PostgresTestCluster) async throws -> PostgresStore {
    var configuration = try PostgresConfiguration(url: cluster.url)
    configuration.operationTimeout = Self.timeout
    return try await PostgresStore.open(configuration: configuration)
  }

  /// Runs `operation`, which must fail; returns its error and how long it took.
  static func timedFailure(_ operation: () async throws -> Void) async -> (error: LocalStoreError?, elapsed: Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    var failure: LocalStoreError?
    do {
      try await operation()
    } catch {
      failure = error as? LocalStoreError
    }
    return (failure, clock.now - start)
  }

  static func expectUnavailable(_ outcome: (error: LocalStoreError?, elapsed: Duration), sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(outcome.error?.code == .busy, sourceLocation: sourceLocation)
    #expect(outcome.elapsed < Self.timeout + Self.slack, "answered after \(outcome.elapsed)", sourceLocation: sourceLocation)
    let message = outcome.error?.localizedDescription ?? ""
    #expect(message.contains("try again"), "\(message)", sourceLocation: sourceLocation)
    #expect(message.contains(PostgresTestCluster.password) == false, sourceLocation: sourceLocation)
  }

  @Test func aStoppedDatabaseFailsEveryOperationAsBusyInTimeAndTheStoreRecoversWhenItIsBack() async throws {
    try await PostgresTestCluster.with { cluster in
      let store = try await Self.open(cluster)
      let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      try await cluster.stop()

      Self.expectUnavailable(
        await Self.timedFailure { _ = try await store.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird") })
      Self.expectUnavailable(await Self.timedFailure { _ = try await store.fetchAnimalsQuery() })
      // Again: a pool that could not connect is replaced, and the fresh one is bounded too.
      Self.expectUnavailable(await Self.timedFailure { _ = try await store.fetchCategoriesQuery() })
      Self.expectUnavailable(await Self.timedFailure { try await store.checkAvailability() })

      try await cluster.start()
      let recovered = await eventually(within: .seconds(15), every: .milliseconds(100)) {
        (try? await store.checkAvailability()) != nil
      }
      #expect(recovered)
      let animals = try await store.fetchAnimalsQuery()
      #expect(animals.contains(eagle))
      #expect(animals.contains { $0.name == "Owl" } == false)
      _ = try await store.addAnimalMutation(name: "Heron", diet: .carnivorous, categoryId: "Bird")
      await store.close()
    }
  }

  @Test func aStalledDatabaseFailsAnOperationInTimeAndTheStoreRecoversWhenItResumes() async throws {
    try await PostgresTestCluster.with { cluster in
      let store = try await Self.open(cluster)
      let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      try cluster.pause()

      // The pooled connection is open, but its query is never answered: the deadline closes it.
      Self.expectUnavailable(await Self.timedFailure { _ = try await store.fetchAnimalsQuery() })
      Self.expectUnavailable(
        await Self.timedFailure { _ = try await store.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird") })

      try cluster.resume()
      let recovered = await eventually(within: .seconds(15), every: .milliseconds(100)) {
        (try? await store.checkAvailability()) != nil
      }
      #expect(recovered)
      #expect(try await store.fetchAnimalsQuery().contains(eagle))
      _ = try await store.addAnimalMutation(name: "Heron", diet: .carnivorous, categoryId: "Bird")
      await store.close()
    }
  }

  /// Many operations at once, some waiting for connections the pool is still creating when
  /// the database stalls: each is answered within the timeout, whether or not postgres-nio
  /// lets go of its wait for a connection at once (it did not always: an operation then
  /// waited for the 10 s connect timeout and the next attempt).
  @Test func concurrentOperationsOnAStalledDatabaseAreEachAnsweredInTime() async throws {
    try await PostgresTestCluster.with { cluster in
      let store = try await Self.open(cluster)
      _ = try await store.fetchCategoriesQuery()
      try cluster.pause()
      for _ in 0..<3 {
        await withTaskGroup(of: (error: LocalStoreError?, elapsed: Duration).self) { group in
          for _ in 0..<8 {
            group.addTask { await Self.timedFailure { _ = try await store.fetchAnimalsQuery() } }
          }
          for await outcome in group {
            Self.expectUnavailable(outcome)
          }
        }
      }
      try cluster.resume()
      let recovered = await eventually(within: .seconds(15), every: .milliseconds(100)) {
        (try? await store.checkAvailability()) != nil
      }
      #expect(recovered)
      await store.close()
    }
  }

  @Test func listeningWaitsForItsConnectionOnlyUntilTheTimeout() async throws {
    try await PostgresTestCluster.with { cluster in
      let store = try await Self.open(cluster)
      try await cluster.stop()
      let clock = ContinuousClock()
      let start = clock.now
      await #expect(throws: (any Error).self) {
        try await store.listenForChanges { _ in }
      }
      #expect(clock.now - start < Self.timeout + Self.slack)
      await store.close()
    }
  }

  @Test func aStalledDatabaseFailsTheListeningWithinTheCheckAndListeningWorksAgainWhenItResumes() async throws {
    try await PostgresTestCluster.with { cluster in
      let store = try await Self.open(cluster)
      let first = Self.listen(to: store)
      await first.listening()
      try cluster.pause()
      let clock = ContinuousClock()
      let start = clock.now

      // Nothing is expected on a LISTEN, so only the check on its connection notices the stall.
      #expect(await first.failure.value != nil)
      let noticed = clock.now - start
      #expect(noticed < PostgresConfiguration.standardListenCheckInterval + Self.timeout + Self.slack, "noticed after \(noticed)")

      try cluster.resume()
      let recovered = await eventually(within: .seconds(15), every: .milliseconds(100)) {
        (try? await store.checkAvailability()) != nil
      }
      #expect(recovered)
      let second = Self.listen(to: store)
      await second.listening()
      let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      #expect(await second.changes.first { _ in true } == .animalAdded(eagle))
      second.failure.cancel()
      #expect(await second.failure.value == nil)
      await store.close()
    }
  }

  /// One `listenForChanges` running in a task: when it listens (`started` also ends when the
  /// listening does, so a wait for it cannot hang), what it receives, and what it ended with
  /// (nil once cancelled).
  struct Listening: Sendable {
    let started: AsyncStream<Void>
    let changes: AsyncStream<AnimalsChange>
    let failure: Task<(any Error)?, Never>

    func listening() async {
      for await _ in self.started { return }
    }
  }

  static func listen(to store: PostgresStore) -> Listening {
    let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
    let (changes, changesContinuation) = AsyncStream.makeStream(of: AnimalsChange.self)
    let failure = Task { () -> (any Error)? in
      defer {
        startedContinuation.finish()
        changesContinuation.finish()
      }
      do {
        try await store.listenForChanges(onListening: { startedContinuation.yield() }) { changesContinuation.yield($0) }
        return nil
      } catch {
        return error
      }
    }
    return Listening(started: started, changes: changes, failure: failure)
  }
}
