import Foundation
import TestSupport
import Testing

@testable import QuakesData

@Suite struct LocalStoreTests {
  static let quakes = (0..<5).map { index in
    makeQuake(
      "q\(index)", magnitude: Double(index) + 0.25, time: Date(timeIntervalSince1970: 1_528_934_400.123 + Double(index)),
      name: "Place \(index) — Ñuñoa")
  }

  @Test func savesAndReadsBackExactlyEqualQuakesFromAFile() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let store = try LocalStore(url: database.url)
    try await store.didFetchRemoteQuakesMutation(inserted: Self.quakes, updated: [], deleted: [])
    #expect(Set(try await store.fetchLocalQuakesQuery()) == Set(Self.quakes))
    let reopened = try LocalStore(url: database.url)
    #expect(Set(try await reopened.fetchLocalQuakesQuery()) == Set(Self.quakes))
  }

  @Test func appliesInsertedUpdatedAndDeletedInOneMutation() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let store = try LocalStore(url: database.url)
    try await store.didFetchRemoteQuakesMutation(inserted: Self.quakes, updated: [], deleted: [])
    let updated = makeQuake("q1", magnitude: 9.9, name: "Updated")
    let inserted = makeQuake("q9")
    try await store.didFetchRemoteQuakesMutation(inserted: [inserted], updated: [updated], deleted: [Self.quakes[2], Self.quakes[3]])
    let expected: Set<Quake> = [Self.quakes[0], updated, Self.quakes[4], inserted]
    #expect(Set(try await store.fetchLocalQuakesQuery()) == expected)
  }

  @Test func deletesOneQuake() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let store = try LocalStore(url: database.url)
    try await store.didFetchRemoteQuakesMutation(inserted: Self.quakes, updated: [], deleted: [])
    try await store.deleteLocalQuakeMutation(quakeId: "q0")
    #expect(Set(try await store.fetchLocalQuakesQuery()) == Set(Self.quakes.dropFirst()))
  }

  @Test func deletingAQuakeThatIsAlreadyGoneSucceedsAndKeepsTheRest() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let store = try LocalStore(url: database.url)
    try await store.didFetchRemoteQuakesMutation(inserted: Self.quakes, updated: [], deleted: [])
    try await store.deleteLocalQuakeMutation(quakeId: "nope")
    let deleted = try #require(Self.quakes.first)
    try await store.deleteLocalQuakeMutation(quakeId: deleted.quakeId)
    try await store.deleteLocalQuakeMutation(quakeId: deleted.quakeId)
    #expect(Set(try await store.fetchLocalQuakesQuery()) == Set(Self.quakes.dropFirst()))
  }

  @Test func deletesAllQuakes() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let store = try LocalStore(url: database.url)
    try await store.didFetchRemoteQuakesMutation(inserted: Self.quakes, updated: [], deleted: [])
    try await store.deleteLocalQuakesMutation()
    #expect(try await store.fetchLocalQuakesQuery().isEmpty)
  }

  @Test func keepsAnInMemoryDatabaseWithoutAFile() async throws {
    let store = try LocalStore(isStoredInMemoryOnly: true)
    try await store.didFetchRemoteQuakesMutation(inserted: Self.quakes, updated: [], deleted: [])
    #expect(try await store.fetchLocalQuakesQuery().count == Self.quakes.count)
  }

  @Test func savesThousandsOfQuakesInOneTransaction() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let store = try LocalStore(url: database.url)
    let many = (0..<5_000).map { makeQuake("m\($0)", magnitude: 1 + Double($0 % 50) / 10) }
    try await store.didFetchRemoteQuakesMutation(inserted: many, updated: [], deleted: [])
    #expect(Set(try await store.fetchLocalQuakesQuery()) == Set(many))
  }

  @Test func usesWriteAheadLoggingForFiles() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let store = try LocalStore(url: database.url)
    try await store.didFetchRemoteQuakesMutation(inserted: Self.quakes, updated: [], deleted: [])
    let header = try Data(contentsOf: database.url).prefix(20)
    // Bytes 18 and 19 of a SQLite header are 2 in WAL mode.
    #expect(header.count == 20 && header[18] == 2 && header[19] == 2)
  }

  @Test func refusesADirectoryWithAClearError() throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    #expect {
      _ = try LocalStore(url: database.directory)
    } throws: { error in
      (error as? LocalStore.Error)?.code == .cannotOpen && error.localizedDescription.contains(database.directory.path)
    }
  }
}
