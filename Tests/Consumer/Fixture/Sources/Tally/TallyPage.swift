import DomainRegistry
import ImmutableBinding
import ImmutableData
import PageMarkup
import Plot

/// The tally's page: the total, live, and a form to add an amount.
@MainActor enum TallyPage {
  typealias TallyStore = Store<TallyState, TallyAction>

  static func makeView(provider: Provider<TallyStore>, slug: String, request: PageRequest) -> PageView {
    let total = ImmutableBinding.Selector(provider, label: "TallyPage.total", outputSelector: TallyState.selectTotal())
    let input = FormInput(action: AddForm.name, request: request)
    let action = FormAction.path(slug: slug, name: AddForm.name)
    return PageView(
      regions: [
        LiveRegion(id: "tally") {
          Presenter(total: total.output, input: input, action: action, returnTo: request.location)
        }
      ],
      tearDown: { total.cancel() }
    )
  }

  /// The total and the form, as HTML.
  struct Presenter: ComponentPresenter {
    let total: Int
    let input: FormInput
    let action: String
    let returnTo: String

    func body() -> HTMLNode {
      Markup.element(
        "div",
        Markup.element("p", Markup.attribute("class", "total"), Markup.text("Total: \(total)")),
        Markup.postForm(
          action: action,
          input: input,
          returnTo: returnTo,
          [Markup.field(AddForm.amount, in: input), Markup.element("button", Markup.text("Add"))]
        )
      )
    }
  }

  /// "Add": one whole-number field.
  struct AddForm: ModuleForm {
    static let name = "add"
    static let amount = FormField(name: "amount", label: "Amount", maxLength: 9)

    let amount: Int

    init(_ submission: FormSubmission) throws(FormError) {
      let text = try submission.value(of: Self.amount)
      guard let amount = Int(text) else {
        throw FormError.invalidField(Self.amount.name, reason: "Enter a whole number.")
      }
      self.amount = amount
    }

    func dispatch(to provider: Provider<TallyStore>) throws {
      try provider.dispatcher.dispatch(action: .didAddAmount(self.amount))
    }
  }
}
