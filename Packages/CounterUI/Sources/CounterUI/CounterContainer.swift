import CounterData
import DomainRegistry
import ImmutableBinding
import ImmutableData

/// The only part of the Counter UI that touches the Store: selects the value for the
/// Presenter and maps user events to actions.
@MainActor
public final class CounterContainer {
  private let value: ImmutableBinding.Selector<CounterStore, Int>

  public init(provider: Provider<CounterStore>) {
    value = ImmutableBinding.Selector(provider, label: "CounterContainer.value", outputSelector: CounterState.selectValue())
  }

  /// The selected value; reading it inside observation tracking is what makes the region live.
  public var selectedValue: Int { value.output }

  public func presenter(actionURL: @escaping @Sendable (CounterEvent) -> String, returnTo: String) -> CounterPresenter {
    CounterPresenter(value: value.output, actionURL: actionURL, returnTo: returnTo)
  }

  public func cancel() {
    value.cancel()
  }
}

extension CounterContainer {
  /// The action a user event means.
  public static func action(for event: CounterEvent) -> CounterAction {
    switch event {
    case .increment: .didTapIncrementButton
    case .decrement: .didTapDecrementButton
    }
  }

  public static func handle(_ event: CounterEvent, dispatcher: ImmutableBinding.Dispatcher<CounterStore>) throws {
    try dispatcher.dispatch(action: action(for: event))
  }
}
