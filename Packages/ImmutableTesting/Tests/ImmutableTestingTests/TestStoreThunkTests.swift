import ImmutableData
import ImmutableTesting
import Testing

@MainActor
@Suite struct TestStoreThunkTests {
  @Test func actionsAnAsyncThunkDispatchesAreReceived() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    try await store.send(thunk: { dispatcher, selector in
      let loaded = await selector.select { $0.loaded.count }
      try await dispatcher.dispatch(action: .didLoad("loaded \(loaded)"))
      try await dispatcher.dispatch(action: .increment)
    })
    try await store.receive(.didLoad("loaded 0")) { $0.loaded = ["loaded 0"] }
    try await store.receive(.increment) { $0.count = 1 }
    await store.finish()
  }

  @Test func actionsASyncThunkDispatchesAreReceived() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    try await store.send(thunk: { dispatcher, selector in
      if selector.select({ $0.count }) == 0 {
        try dispatcher.dispatch(action: .increment)
      }
    })
    try await store.receive(.increment) { $0.count = 1 }
    await store.finish()
  }

  @Test func aThunkErrorIsRethrown() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    await #expect(throws: TallyRefused.self) {
      try await store.send(thunk: { dispatcher, _ in
        try await dispatcher.dispatch(action: .refuse)
      })
    }
    await store.finish()
  }
}
