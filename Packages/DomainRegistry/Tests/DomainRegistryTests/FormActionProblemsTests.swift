import DomainRegistry
import Testing

/// `FormAction.problems(in:)`: every field's refusal at once, for checking while typing.
@Suite struct FormActionProblemsTests {
  struct Recipe: ModuleForm {
    static let name = "add-recipe"
    static let title = FormField(name: "title", label: "Title", maxLength: 80)
    static let servings = FormField(name: "servings", label: "Servings", wholeNumbers: 1...24)
    static let kind = FormField(name: "kind", label: "Kind", choices: [.init(value: "main", title: "Main")])
    let title: String
    let servings: Int

    init(_ submission: FormSubmission) throws(FormError) {
      title = try submission.value(of: Self.title)
      servings = try submission.wholeNumber(of: Self.servings) ?? 1
      _ = try submission.value(of: Self.kind)
      // A rule of the form's own on a field it read: quiet for a stand-in value.
      guard title.lowercased() != "none" else { throw .invalidField("title", reason: "Name the recipe.") }
    }

    func dispatch(to target: Void) throws {}
  }

  let action = FormAction(Recipe.self) {}

  @Test func everyRefusedFieldIsListedInReadingOrder() {
    let problems = action.problems(in: FormSubmission(fields: ["title": "", "servings": "100", "kind": "dessert"]))
    #expect(
      problems == [
        .invalidField("title", reason: "Title must not be empty."),
        .invalidField("servings", reason: "Servings must be from 1 to 24."),
        .invalidField("kind", reason: "Choose one of: Main."),
      ])
  }

  @Test func aTakenSubmissionHasNoProblem() {
    #expect(action.problems(in: FormSubmission(fields: ["title": "Soup", "servings": "4", "kind": "main"])).isEmpty)
  }

  @Test func aRuleOfTheFormsOwnIsListedAfterTheFieldsItReadsBeforeIt() {
    let problems = action.problems(in: FormSubmission(fields: ["title": "none", "servings": "0", "kind": "main"]))
    #expect(
      problems == [.invalidField("servings", reason: "Servings must be from 1 to 24."), .invalidField("title", reason: "Name the recipe.")])
  }

  @Test func anActionThatCannotTellHasNoProblem() {
    let opaque = FormAction(name: "opaque") { _ in }
    #expect(opaque.problems(in: FormSubmission(fields: [:])).isEmpty)
  }
}
