import Testing

@testable import DomainRegistry

/// The form contract: fields checked against their declaration, errors mapped for the page.
@MainActor @Suite struct ModuleFormTests {
  nonisolated static let title = FormField(name: "title", label: "Title", maxLength: 5)
  nonisolated static let size = FormField(
    name: "size", label: "Size", isRequired: false,
    choices: [.init(value: "s", title: "Small"), .init(value: "l", title: "Large")]
  )

  @Test func aValueIsTrimmedAndChecked() throws {
    #expect(try FormSubmission(fields: ["title": "  milk \n"]).value(of: Self.title) == "milk")
    #expect(throws: FormError.invalidField("title", reason: "Title must not be empty.")) {
      try FormSubmission(fields: ["title": "   "]).value(of: Self.title)
    }
    #expect(throws: FormError.invalidField("title", reason: "Title must not be empty.")) {
      try FormSubmission(fields: [:]).value(of: Self.title)
    }
    #expect(throws: FormError.invalidField("title", reason: "Title can have at most 5 characters.")) {
      try FormSubmission(fields: ["title": "cheese"]).value(of: Self.title)
    }
  }

  @Test func aChoiceMustBeOneOfTheFieldsAndAnOptionalFieldMayBeEmpty() throws {
    #expect(try FormSubmission(fields: ["size": "l"]).value(of: Self.size) == "l")
    #expect(try FormSubmission(fields: [:]).value(of: Self.size) == "")
    #expect(throws: FormError.invalidField("size", reason: "Choose one of: Small, Large.")) {
      try FormSubmission(fields: ["size": "xl"]).value(of: Self.size)
    }
  }

  @Test func aChoiceIsReadAsWhatItMeansOrRefusedInTheKitsWords() throws {
    enum Size: String { case s, l }
    #expect(try FormSubmission(fields: ["size": "l"]).value(of: Self.size, as: Size.init(rawValue:)) == .l)
    // Outside the field's choices, or a choice the meaning does not know: the same words.
    #expect(throws: FormError.invalidField("size", reason: "Choose one of: Small, Large.")) {
      try FormSubmission(fields: ["size": "xl"]).value(of: Self.size, as: Size.init(rawValue:))
    }
    #expect(throws: FormError.invalidField("size", reason: "Choose one of: Small, Large.")) {
      try FormSubmission(fields: ["size": "l"]).value(of: Self.size) { $0 == "s" ? Size.s : nil }
    }
  }

  @Test func errorsNameTheirFieldOrNone() {
    #expect(FormError.invalidField("title", reason: "Too long.").field == "title")
    #expect(FormError.invalidField("title", reason: "Too long.").reason == "Too long.")
    #expect(FormError.failed("The list is full.").field == nil)
    let submitted = SubmittedForm(action: "add", fields: ["title": "x"], error: .failed("The list is full."))
    #expect(submitted.failure == "The list is full.")
    #expect(submitted.error(for: "title") == nil)
    #expect(PageRequest(location: "/a", submitted: submitted).submitted("other") == nil)
  }

  /// A store's or reducer's refusal is a form-level failure with its own message, never an
  /// unexplained error; a ``FormError`` passes unchanged; the form settles after dispatching.
  @Test func aFormActionDecodesDispatchesMapsErrorsAndSettles() async throws {
    let log = Log()
    let action = FormAction(TitleForm.self) { log }
    try await action.perform(FormSubmission(fields: ["title": "milk"]))
    #expect(log.entries == ["dispatch milk", "settle milk"])
    await #expect(throws: FormError.invalidField("title", reason: "Title must not be empty.")) {
      try await action.perform(FormSubmission(fields: ["title": ""]))
    }
    await #expect(throws: FormError.failed("refused: full")) {
      try await action.perform(FormSubmission(fields: ["title": "full"]))
    }
    #expect(log.entries == ["dispatch milk", "settle milk"])
    #expect(action.name == "add-title")
  }

  @Test func aTargetThatIsNotThereIsPassedOn() async {
    let action = FormAction(TitleForm.self) { throw ModuleNotStarted(slug: "titles") }
    await #expect(throws: ModuleNotStarted.self) {
      try await action.perform(FormSubmission(fields: ["title": "milk"]))
    }
  }
}

@MainActor private final class Log {
  var entries: [String] = []
}

private struct Refusal: Error, CustomStringConvertible {
  var description: String { "refused: full" }
}

private struct TitleForm: ModuleForm {
  static let name = "add-title"
  let title: String

  init(_ submission: FormSubmission) throws(FormError) {
    title = try submission.value(of: ModuleFormTests.title)
  }

  func dispatch(to log: Log) throws {
    if title == "full" { throw Refusal() }
    log.entries.append("dispatch \(title)")
  }

  func settle(in log: Log) async {
    log.entries.append("settle \(title)")
  }
}
