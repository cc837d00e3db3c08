import Foundation
import ImmutableData
import TestSupport
import Testing

@testable import QuakesData

/// The origins the reducer saw with each data action (a store dispatches on the main actor).
@MainActor private var originsOfResults: [ActionOrigin?] = []

/// The Listener names its work (`ActionOrigin`, which DevTools records): itself, the thunk, and
/// the action that started it.
@MainActor
@Suite struct ListenerOriginTests {
  @Test func theCachedQuakesAreDispatchedAsTheListenersWorkStartedByTheAppearance() async throws {
    originsOfResults = []
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let store = Store(initialState: QuakesState()) { (state: QuakesState, action: QuakesAction) in
      if case .data = action {
        MainActor.assumeIsolated { originsOfResults.append(ActionOrigin.current) }
      }
      return try QuakesReducer.reduce(state: state, action: action)
    }
    let listener = Listener(
      localStore: try LocalStore(url: database.url), remoteStore: makeRemoteStore(URL(string: "http://127.0.0.1:9/")!))
    listener.listen(to: store)
    let loaded = try await dispatchAndAwaitResult(store, .ui(.quakeList(.onAppear)))
    #expect(loaded == .localStore(.didFetchQuakes(result: .success(quakes: []))))
    let origin = try #require(originsOfResults.first ?? nil)
    #expect(origin.kind == .listener)
    #expect(origin.name == "QuakesData.Listener")
    #expect(origin.thunk == "fetchLocalQuakesQuery")
    #expect(origin.startedBy as? QuakesAction == .ui(.quakeList(.onAppear)))
  }
}
