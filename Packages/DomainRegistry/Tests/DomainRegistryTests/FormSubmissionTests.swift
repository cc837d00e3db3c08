import DomainRegistry
import Testing

@Suite struct FormSubmissionTests {
  @Test func requireReturnsThePostedValue() throws {
    #expect(try FormSubmission(fields: ["name": "Cat"]).require("name") == "Cat")
  }

  @Test func requireOfAMissingFieldNamesIt() {
    let submission = FormSubmission(fields: [:])
    #expect(throws: FormError.missingField("name")) { try submission.require("name") }
    #expect(FormError.missingField("name").description.contains("name"))
  }

  @Test func actionPathIsUnderTheModule() {
    #expect(FormAction.path(slug: "counter", name: "increment") == "/counter/actions/increment")
  }

  static let servings = FormField(name: "servings", label: "Servings", wholeNumbers: 1...24)
  static let pages = FormField(name: "pages", label: "Pages", wholeNumbers: -5...1000, isRequired: false)

  @Test(arguments: [("4", 4), (" 24 ", 24), ("1", 1), ("+7", 7)])
  func aWholeNumberInRangeIsRead(text: String, number: Int) throws {
    #expect(try FormSubmission(fields: ["servings": text]).wholeNumber(of: Self.servings) == number)
  }

  @Test(arguments: [
    ("", "Servings must not be empty."),
    ("four", "Servings must be a whole number."),
    ("2.5", "Servings must be a whole number."),
    ("1e3", "Servings must be a whole number."),
    ("0", "Servings must be from 1 to 24."),
    ("25", "Servings must be from 1 to 24."),
    ("-3", "Servings must be from 1 to 24."),
    ("99999999999999999999", "Servings must be from 1 to 24."),
    ("-", "Servings must be a whole number."),
    ("٣", "Servings must be a whole number."),
  ])
  func aWholeNumberOutOfRangeOrMalformedIsRefusedNamingTheField(text: String, reason: String) {
    #expect(throws: FormError.invalidField("servings", reason: reason)) {
      try FormSubmission(fields: ["servings": text]).wholeNumber(of: Self.servings)
    }
  }

  @Test func anOptionalWholeNumberMayBeEmpty() throws {
    #expect(try FormSubmission(fields: [:]).wholeNumber(of: Self.pages) == nil)
    #expect(try FormSubmission(fields: ["pages": "-5"]).wholeNumber(of: Self.pages) == -5)
    // The widest number of the range sets the length: "1000" and "-5" both fit.
    #expect(Self.pages.maxLength == 4)
  }

  @Test func aTextFieldIsNoNumberField() {
    let title = FormField(name: "title", label: "Title")
    #expect(throws: FormError.invalidField("title", reason: "Title is not a number field.")) {
      try FormSubmission(fields: ["title": "3"]).wholeNumber(of: title)
    }
  }
}
