import DomainRegistry
import Plot
import Testing

@testable import PageMarkup

/// The kit's labelled fields: limits from the declaration, a refused post's input and error.
@Suite struct FieldTests {
  static let title = FormField(name: "title", label: "Title", maxLength: 120)
  static let refused = SubmittedForm(
    action: "add", fields: ["title": "a <b>"], error: .invalidField("title", reason: "Title is taken.")
  )

  @Test func aFieldIsLabelledAndCarriesItsLimits() {
    let html = Markup.field(Self.title, in: FormInput(action: "add", submitted: nil), value: "milk").render()
    #expect(html.contains(#"<label for="add-title">Title</label>"#))
    #expect(html.contains(#"id="add-title" name="title" required maxlength="120" value="milk""#))
    #expect(!html.contains("aria-invalid"))
  }

  @Test func aWholeNumberFieldIsANumberInputWithTheFieldsRange() {
    let servings = FormField(name: "servings", label: "Servings", wholeNumbers: 1...24)
    let html = Markup.field(servings, in: FormInput(action: "add", submitted: nil), value: "4").render()
    #expect(
      html.contains(
        #"<input type="number" inputmode="numeric" id="add-servings" name="servings" required min="1" max="24" step="1" value="4"/>"#))
    // A refused number comes back as typed, with its error.
    let refused = SubmittedForm(
      action: "add", fields: ["servings": "25"], error: .invalidField("servings", reason: "Servings must be from 1 to 24."))
    let again = Markup.field(servings, in: FormInput(action: "add", submitted: refused), value: "4").render()
    #expect(again.contains(#"value="25""#))
    #expect(again.contains("Servings must be from 1 to 24."))
  }

  @Test func aDecimalFieldIsANumberInputWithItsRangeAndStep() {
    let price = FormField(name: "price", label: "Price", decimals: 0...10_000, places: 2)
    let html = Markup.field(price, in: FormInput(action: "add", submitted: nil)).render()
    #expect(
      html.contains(
        #"<input type="number" inputmode="decimal" id="add-price" name="price" required min="0" max="10000" step="0.01" value/>"#))
  }

  @Test func aDateFieldIsADateInputWithItsRange() {
    let due = FormField(name: "due", label: "Due", dates: FormDate(iso: "2026-01-01")!...FormDate(iso: "2030-12-31")!)
    let html = Markup.field(due, in: FormInput(action: "add", submitted: nil), value: "2026-11-28").render()
    #expect(html.contains(#"<input type="date" id="add-due" name="due" required min="2026-01-01" max="2030-12-31" value="2026-11-28"/>"#))
  }

  @Test func aPatternedFieldCarriesItsPatternAndExample() {
    let email = FormField.email(name: "email", label: "Email")
    let html = Markup.field(email, in: FormInput(action: "add", submitted: nil)).render()
    #expect(html.contains(#"type="text""#) && html.contains(#"maxlength="254""#))
    #expect(html.contains(#"pattern="[^@\s]+@[^@\s]+\.[^@\s]+" title="name@example.com""#))
  }

  @Test func aCheckboxComesBeforeItsLabelAndKeepsARefusedPostsChoice() {
    let favourite = FormField(checkbox: "favourite", label: "Favourite")
    let fresh = Markup.field(favourite, in: FormInput(action: "add", submitted: nil), value: "on").render()
    #expect(
      fresh.contains(
        #"<div class="field checkbox"><input type="checkbox" id="add-favourite" name="favourite" value="on" checked/><label for="add-favourite">Favourite</label></div>"#
      ))
    // Unchecked in the refused post (an unchecked box posts nothing): unchecked again.
    let refused = SubmittedForm(action: "add", fields: ["title": ""], error: .invalidField("title", reason: "Title must not be empty."))
    let again = Markup.field(favourite, in: FormInput(action: "add", submitted: refused), value: "on").render()
    #expect(!again.contains("checked"))
    let terms = FormField(checkbox: "terms", label: "Terms", isRequired: true)
    let refusedTerms = SubmittedForm(action: "add", fields: [:], error: .invalidField("terms", reason: "Check Terms to go on."))
    let error = Markup.field(terms, in: FormInput(action: "add", submitted: refusedTerms)).render()
    #expect(error.contains(#"class="field checkbox invalid""#))
    #expect(error.contains(#"required aria-invalid="true" aria-describedby="add-terms-error""#))
    #expect(error.contains(#"<p class="field-error" id="add-terms-error" role="alert">Check Terms to go on.</p>"#))
  }

  @Test func aRefusedPostKeepsWhatWasTypedAndShowsTheErrorNextToTheField() {
    let html = Markup.field(Self.title, in: FormInput(action: "add", submitted: Self.refused), value: "milk").render()
    #expect(html.contains(#"value="a &lt;b&gt;""#))
    #expect(html.contains(#"aria-invalid="true" aria-describedby="add-title-error""#))
    #expect(html.contains(#"<p class="field-error" id="add-title-error" role="alert">Title is taken.</p>"#))
  }

  @Test func anotherFormsRefusalChangesNothing() {
    let input = FormInput(action: "rename", submitted: Self.refused)
    #expect(input.submitted == nil)
    #expect(Markup.field(Self.title, in: input, value: "milk").render().contains(#"value="milk""#))
  }

  @Test func aSelectOffersTheChoicesWithThePlaceholderFirst() {
    let size = FormField(name: "size", label: "Size", choices: [.init(value: "s", title: "Small"), .init(value: "l", title: "Large")])
    let html = Markup.field(size, in: FormInput(action: "add", submitted: nil), kind: .select, value: "l", placeholder: "Pick")
      .render()
    #expect(html.contains(#"<option value>Pick</option><option value="s">Small</option><option value="l" selected>Large</option>"#))
  }

  @Test func aFormLevelFailureWinsTheStatusLine() {
    let failed = SubmittedForm(action: "add", fields: [:], error: .failed("The list is full."))
    #expect(StatusLine.progress("Saving…").showing(FormInput(action: "add", submitted: failed)) == .failure("The list is full."))
    #expect(StatusLine.idle.showing(FormInput(action: "add", submitted: nil)) == .idle)
  }

  @Test func aPostFormNamesItselfAndMarksARefusal() {
    let html = Markup.postForm(
      action: "/todos/actions/add", input: FormInput(action: "add", submitted: Self.refused), returnTo: "/todos", []
    )
    .render()
    #expect(html.contains(#"data-form="add" data-form-submitted"#))
    #expect(html.contains(#"<input type="hidden" name="return" value="/todos"/>"#))
  }
}
