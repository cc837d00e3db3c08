import DomainRegistry
import Testing

/// The kit's field kinds read from a post: numbers with decimals, dates, checkboxes, patterns.
@Suite struct FormFieldKindsTests {
  static let price = FormField(name: "price", label: "Price", decimals: 0...10_000, places: 2)
  static let due = FormField(name: "due", label: "Due", dates: FormDate(iso: "2026-01-01")!...FormDate(iso: "2030-12-31")!)
  static let favourite = FormField(checkbox: "favourite", label: "Favourite")
  static let terms = FormField(checkbox: "terms", label: "Terms", isRequired: true)
  static let email = FormField.email(name: "email", label: "Email")

  private func post(_ fields: [String: String]) -> FormSubmission { FormSubmission(fields: fields) }

  @Test(arguments: [("12.5", 12.5), (" 0 ", 0), ("10000", 10_000), ("+3.25", 3.25), (".5", 0.5)])
  func aDecimalWithinItsPlacesAndRangeIsRead(text: String, expected: Double) throws {
    #expect(try post(["price": text]).decimal(of: Self.price) == expected)
  }

  @Test(arguments: [
    ("abc", "Price must be a number."), ("1e3", "Price must be a number."), ("1.", "Price must be a number."),
    ("1,5", "Price must be a number."), ("1.234", "Price can have at most 2 digits after the point."),
    ("-1", "Price must be from 0 to 10000."), ("10000.01", "Price must be from 0 to 10000."),
    ("", "Price must not be empty."),
  ])
  func aBadDecimalIsRefusedNamingTheField(text: String, reason: String) {
    #expect(throws: FormError.invalidField("price", reason: reason)) { try post(["price": text]).decimal(of: Self.price) }
  }

  @Test func aDateIsReadAsTheDayPickedWhateverTheTimeZone() throws {
    let day = try #require(try post(["due": "2028-02-29"]).date(of: Self.due))
    #expect(day == FormDate(year: 2028, month: 2, day: 29))
    #expect(day.description == "2028-02-29")
  }

  @Test(arguments: [
    ("2027-02-29", "Due must be a date (YYYY-MM-DD)."), ("2026-13-01", "Due must be a date (YYYY-MM-DD)."),
    ("28/11/2026", "Due must be a date (YYYY-MM-DD)."), ("2026-1-1", "Due must be a date (YYYY-MM-DD)."),
    ("2031-01-01", "Due must be from 2026-01-01 to 2030-12-31."),
  ])
  func aBadDateIsRefusedNamingTheField(text: String, reason: String) {
    #expect(throws: FormError.invalidField("due", reason: reason)) { try post(["due": text]).date(of: Self.due) }
  }

  @Test func datesCompareAndEncodeAsTheirDay() throws {
    let early = try #require(FormDate(iso: "2026-01-31"))
    let late = try #require(FormDate(iso: "2026-02-01"))
    #expect(early < late)
    #expect(FormDate(year: 1900, month: 2, day: 29) == nil)
    #expect(FormDate(year: 2000, month: 2, day: 29) != nil)
  }

  @Test func aCheckboxIsCheckedWhenPostedAndNotWhenAbsent() throws {
    #expect(try post(["favourite": "on"]).isChecked(Self.favourite))
    #expect(try post(["favourite": "true"]).isChecked(Self.favourite))
    #expect(try post([:]).isChecked(Self.favourite) == false)
    #expect(try post(["favourite": "off"]).isChecked(Self.favourite) == false)
    #expect(throws: FormError.invalidField("favourite", reason: "Favourite must be checked or not.")) {
      try post(["favourite": "maybe"]).isChecked(Self.favourite)
    }
  }

  @Test func aRequiredCheckboxMustBeChecked() throws {
    #expect(throws: FormError.invalidField("terms", reason: "Check Terms to go on.")) { try post([:]).isChecked(Self.terms) }
    #expect(try post(["terms": "on"]).isChecked(Self.terms))
  }

  @Test(arguments: ["ann@example.com", "a.b+c@mail.example.org"])
  func anAddressOfTheRightShapeIsTaken(address: String) throws {
    #expect(try post(["email": address]).value(of: Self.email) == address)
  }

  @Test(arguments: ["ann", "ann@example", "ann@@example.com", "ann smith@example.com"])
  func anAddressOfAnotherShapeIsRefusedWithAnExample(address: String) {
    #expect(throws: FormError.invalidField("email", reason: "Email must look like name@example.com.")) {
      try post(["email": address]).value(of: Self.email)
    }
  }

  @Test func aPatternThatDoesNotCompileRefusesInsteadOfLettingAnythingThrough() {
    let broken = FormField(name: "code", label: "Code", pattern: "([a-z", example: "abc")
    #expect(throws: FormError.invalidField("code", reason: "Code must look like abc.")) { try post(["code": "abc"]).value(of: broken) }
  }

  @Test func aReaderOfAnotherKindSaysTheFieldIsNotOfIt() {
    #expect(throws: FormError.invalidField("due", reason: "Due is not a number field.")) { try post(["due": "3"]).decimal(of: Self.due) }
    #expect(throws: FormError.invalidField("price", reason: "Price is not a date field.")) {
      try post(["price": "2026-01-01"]).date(of: Self.price)
    }
  }
}
