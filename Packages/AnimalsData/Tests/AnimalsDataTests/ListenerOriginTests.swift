import ImmutableData
import Testing

@testable import AnimalsData

/// The origins the reducer saw with each data action (a store dispatches on the main actor).
@MainActor private var originsOfResults: [ActionOrigin?] = []

/// The Listener names its work (`ActionOrigin`, which DevTools records): itself, the thunk, and
/// the action that started it.
@MainActor
@Suite struct ListenerOriginTests {
  @Test func aThunksResultIsDispatchedAsTheListenersWorkStartedByTheUIAction() async throws {
    originsOfResults = []
    let store = Store(initialState: makeState(categories: [], animals: [])) { (state: AnimalsState, action: AnimalsAction) in
      if case .data = action {
        MainActor.assumeIsolated { originsOfResults.append(ActionOrigin.current) }
      }
      return try AnimalsReducer.reduce(state: state, action: action)
    }
    let listener = Listener(store: StubStore())
    listener.listen(to: store)
    let result = try await dispatchAndAwaitResult(store, .ui(.categoryList(.onAppear)))
    #expect(result == .didFetchCategories(result: .success(categories: Category.samples)))
    let origin = try #require(originsOfResults.first ?? nil)
    #expect(origin.kind == .listener)
    #expect(origin.name == "AnimalsData.Listener")
    #expect(origin.thunk == "fetchCategoriesQuery")
    #expect(origin.startedBy as? AnimalsAction == .ui(.categoryList(.onAppear)))
  }
}
