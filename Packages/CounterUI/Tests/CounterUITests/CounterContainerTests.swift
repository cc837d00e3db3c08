import CounterData
import CounterUI
import ImmutableBinding
import ImmutableData
import Testing

@MainActor @Suite struct CounterContainerTests {
  @Test(arguments: [(CounterEvent.increment, CounterAction.didTapIncrementButton), (.decrement, .didTapDecrementButton)])
  func eventsMapToActions(event: CounterEvent, action: CounterAction) {
    #expect(CounterContainer.action(for: event) == action)
  }

  @Test func selectedValueFollowsTheStore() async throws {
    let store = CounterStore(initialState: CounterState(4), reducer: CounterReducer.reduce)
    let provider = Provider(store)
    let container = CounterContainer(provider: provider)
    #expect(container.selectedValue == 4)
    try CounterContainer.handle(.increment, dispatcher: provider.dispatcher)
    try CounterContainer.handle(.increment, dispatcher: provider.dispatcher)
    try CounterContainer.handle(.decrement, dispatcher: provider.dispatcher)
    #expect(store.select(CounterState.selectValue()) == 5)
    while container.selectedValue != 5 { await Task.yield() }
    #expect(container.presenter(actionURL: { $0.rawValue }, returnTo: "/").render().contains("Value: 5"))
    container.cancel()
  }
}
