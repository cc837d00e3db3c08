import Foundation
import HashTreeCollections
import ImmutableData
import Services
import TestSupport
import Testing

@testable import QuakesData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Real USGS feeds and hand-made variants copied into the test bundle.
enum Fixture {
  static let week = "tgomez_all_week_2018-06-14.geojson"
  static let day = "abruzzi_all_day_2014-04-15.geojson"
  static let magNull = "mag_null_day.geojson"

  static func data(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    return try Data(contentsOf: url)
  }

  /// The raw feature objects of a feed, for counting and for building broken variants.
  static func features(_ name: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: try self.data(name)) as? [String: Any]
    return try #require(object?["features"] as? [[String: Any]])
  }

  /// A feed document with `features`.
  static func feed(_ features: [[String: Any]]) throws -> Data {
    try JSONSerialization.data(withJSONObject: ["type": "FeatureCollection", "features": features])
  }
}

/// A quake with readable defaults for unit tests.
func makeQuake(
  _ quakeId: String,
  magnitude: Double = 1.5,
  time: Date = Date(timeIntervalSince1970: 1_528_934_400),
  updated: Date? = nil,
  name: String = "Somewhere"
) -> Quake {
  Quake(
    quakeId: quakeId,
    magnitude: magnitude,
    time: time,
    updated: updated ?? time,
    name: name,
    longitude: -155.2,
    latitude: 19.4
  )
}

func makeState(_ quakes: [Quake], status: Status? = nil) -> QuakesState {
  var state = QuakesState()
  for quake in quakes {
    state.quakes.data[quake.id] = quake
  }
  state.quakes.status = status
  return state
}

/// A loopback server serving `body` (or a canned response) at the week feed path.
func serveWeek(_ response: LoopbackHTTPServer.Response) throws -> LoopbackHTTPServer {
  try LoopbackHTTPServer(routes: ["/summary/all_week.geojson": response])
}

func makeRemoteStore(_ baseURL: URL) -> RemoteStore<NetworkSession<URLSession>> {
  RemoteStore(session: NetworkSession(urlSession: URLSession(configuration: .ephemeral)), baseURL: baseURL)
}

/// Wraps a local store and reports each finished mutation, so tests wait on events, not time.
final class ObservedLocalStore<Base: PersistentSessionLocalStore>: PersistentSessionLocalStore {
  enum Event: Sendable, Equatable {
    case didFetchRemoteQuakes(inserted: Int, updated: Int, deleted: Int)
    case deleteQuake(Quake.ID)
    case deleteQuakes
    case failed(String)
  }

  let base: Base
  let events: AsyncStream<Event>
  private let continuation: AsyncStream<Event>.Continuation

  init(_ base: Base) {
    self.base = base
    (self.events, self.continuation) = AsyncStream.makeStream()
  }

  func fetchLocalQuakesQuery() async throws -> [Quake] {
    try await self.base.fetchLocalQuakesQuery()
  }

  func didFetchRemoteQuakesMutation(inserted: [Quake], updated: [Quake], deleted: [Quake]) async throws {
    try await self.report {
      try await self.base.didFetchRemoteQuakesMutation(inserted: inserted, updated: updated, deleted: deleted)
      return .didFetchRemoteQuakes(inserted: inserted.count, updated: updated.count, deleted: deleted.count)
    }
  }

  func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws {
    try await self.report {
      try await self.base.deleteLocalQuakeMutation(quakeId: quakeId)
      return .deleteQuake(quakeId)
    }
  }

  func deleteLocalQuakesMutation() async throws {
    try await self.report {
      try await self.base.deleteLocalQuakesMutation()
      return .deleteQuakes
    }
  }

  private func report(_ work: () async throws -> Event) async throws {
    do {
      self.continuation.yield(try await work())
    } catch {
      self.continuation.yield(.failed(error.localizedDescription))
      throw error
    }
  }
}

extension ObservedLocalStore {
  func next() async -> Event? {
    var iterator = self.events.makeAsyncIterator()
    return await iterator.next()
  }
}

/// Dispatches `action` and returns the first data action the Listener's work produced.
@MainActor
func dispatchAndAwaitResult(
  _ store: Store<QuakesState, QuakesAction>,
  _ action: QuakesAction
) async throws -> QuakesAction.Data.PersistentSession? {
  let stream = store.makeStream()
  try store.dispatch(action: action)
  for await (_, action) in stream {
    if case .data(.persistentSession(let result)) = action {
      return result
    }
  }
  return nil
}
