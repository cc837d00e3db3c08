import CounterData
import DomainRegistry
import ImmutableBinding
import PageMarkup
import Plot

/// The Counter component: "Increment", "Value: N", "Decrement", each button a form post, so the
/// page works without JavaScript.
///
/// The Root builds a Container for each request and wires it to the Presenter in a live region.
/// The Counter has no local (per-tab) state: the request only says where forms return to.
@MainActor
enum Counter {
  /// The id of the page's one live region.
  static let regionID = "counter"

  /// The Counter page for one request; its tear-down releases the Container's selector.
  static func makeView(provider: Provider<CounterStore>, slug: String, request: PageRequest) -> PageView {
    let container = Container(provider: provider)
    let returnTo = request.location
    let actionPath: @Sendable (String) -> String = { FormAction.path(slug: slug, name: $0) }
    return PageView(
      regions: [
        LiveRegion(id: regionID) { container.presenter(actionPath: actionPath, returnTo: returnTo) }
      ],
      tearDown: { container.cancel() }
    )
  }
}

extension Counter {
  /// The only part of the component that touches the Store: selects the value the Presenter shows.
  @MainActor
  final class Container {
    private let value: ImmutableBinding.Selector<CounterStore, Int>

    init(provider: Provider<CounterStore>) {
      value = ImmutableBinding.Selector(provider, label: "Counter.Container.value", outputSelector: CounterState.selectValue())
    }

    /// The selected value; reading it inside observation tracking is what makes the region live.
    var selectedValue: Int { value.output }

    /// The Presenter for the current value.
    func presenter(actionPath: @escaping @Sendable (String) -> String, returnTo: String) -> Presenter {
      Presenter(value: value.output, actionPath: actionPath, returnTo: returnTo)
    }

    /// Stops the selector; the view is gone.
    func cancel() {
      value.cancel()
    }
  }
}

extension Counter {
  /// The Counter screen as HTML. Plain values in, escaped HTML out; never touches the Store.
  struct Presenter: ComponentPresenter {
    let value: Int
    /// The URL a form action posts to, by its name.
    let actionPath: @Sendable (String) -> String
    /// The page to come back to after a post.
    let returnTo: String

    func body() -> HTMLNode {
      Markup.element(
        "div",
        Markup.attribute("class", "counter"),
        Markup.postButton("Increment", action: actionPath(IncrementForm.name), returnTo: returnTo),
        Markup.element("p", Markup.attribute("class", "value"), Markup.attribute("aria-live", "polite"), Markup.text("Value: \(value)")),
        Markup.postButton("Decrement", action: actionPath(DecrementForm.name), returnTo: returnTo)
      )
    }
  }
}

extension Counter {
  /// "Increment": no field besides `return`.
  struct IncrementForm: ModuleForm {
    static let name = "increment"

    init(_ submission: FormSubmission) {}

    @MainActor func dispatch(to provider: Provider<CounterStore>) throws {
      try provider.dispatcher.dispatch(action: .didTapIncrementButton)
    }
  }

  /// "Decrement": no field besides `return`.
  struct DecrementForm: ModuleForm {
    static let name = "decrement"

    init(_ submission: FormSubmission) {}

    @MainActor func dispatch(to provider: Provider<CounterStore>) throws {
      try provider.dispatcher.dispatch(action: .didTapDecrementButton)
    }
  }
}
