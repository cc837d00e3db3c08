import ImmutableData
import ItemsData
import Testing

/// The Items reducer inside the real `Store`, read through the public selectors.
@MainActor @Suite struct ItemsStoreTests {
  @Test func storeDispatchesThroughReducer() throws {
    let store = Store(initialState: ItemsState(), reducer: ItemsReducer.reduce)
    try store.dispatch(action: .didAddEntry(title: "Buy milk", quantity: 1))
    try store.dispatch(action: .didAddEntry(title: "Call Ann", quantity: 1))
    try store.dispatch(action: .didToggleEntry(id: 1))
    #expect(store.select(ItemsState.selectCount(filter: .done)) == 1)
    #expect(store.select(ItemsState.selectEntries(filter: .active)).map(\.title) == ["Call Ann"])
  }

  @Test func aRefusedActionLeavesTheStateAsItWas() throws {
    let store = Store(initialState: ItemsState(), reducer: ItemsReducer.reduce)
    try store.dispatch(action: .didAddEntry(title: "Buy milk", quantity: 1))
    #expect(throws: ItemsError.duplicateTitle("Buy milk")) { try store.dispatch(action: .didAddEntry(title: "Buy milk", quantity: 1)) }
    #expect(store.select(ItemsState.selectCount(filter: .all)) == 1)
  }
}
