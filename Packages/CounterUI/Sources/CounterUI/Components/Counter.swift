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
    let links = PageLinks<Form>(pagePath: "/\(slug)", actionPath: { FormAction.path(slug: slug, name: $0.rawValue) })
    let returnTo = request.location
    return PageView(
      regions: [
        LiveRegion(id: regionID) { container.presenter(links: links, returnTo: returnTo).render() }
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
    func presenter(links: PageLinks<Form>, returnTo: String) -> Presenter {
      Presenter(value: value.output, links: links, returnTo: returnTo)
    }

    /// Stops the selector; the view is gone.
    func cancel() {
      value.cancel()
    }
  }
}

extension Counter {
  /// The Counter screen as HTML. Plain values in, escaped HTML out; never touches the Store.
  struct Presenter: Sendable {
    let value: Int
    /// Where each button's form posts.
    let links: PageLinks<Form>
    /// The page to come back to after a post.
    let returnTo: String

    func render() -> String {
      Markup.element(
        "div",
        Markup.attribute("class", "counter"),
        button(.increment, title: "Increment"),
        Markup.element("p", Markup.attribute("class", "value"), Markup.attribute("aria-live", "polite"), Markup.text("Value: \(value)")),
        button(.decrement, title: "Decrement")
      ).render()
    }

    private func button(_ form: Form, title: String) -> HTMLNode {
      Markup.postButton(title, action: links.action(form), returnTo: returnTo)
    }
  }
}

extension Counter {
  /// The component's forms, named as the module's form actions (`/counter/actions/<rawValue>`).
  /// Neither sends a field besides `return`.
  enum Form: String, CaseIterable, Sendable {
    case increment
    case decrement

    /// The action a post of this form means.
    func action(from submission: FormSubmission) throws(FormError) -> CounterAction {
      switch self {
      case .increment: .didTapIncrementButton
      case .decrement: .didTapDecrementButton
      }
    }

    /// Decodes `submission` and dispatches its action.
    @MainActor
    func dispatch(_ submission: FormSubmission, to dispatcher: ImmutableBinding.Dispatcher<CounterStore>) throws {
      try dispatcher.dispatch(action: action(from: submission))
    }
  }
}
