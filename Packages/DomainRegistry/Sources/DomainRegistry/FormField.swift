/// A field of a form, declared once: the form reads it with ``FormSubmission/value(of:)`` and
/// the presenter renders it with PageMarkup's field helpers, so the limits the page shows
/// (`maxlength`, `required`, the options) are the ones the server checks.
///
/// ```swift
/// static let title = FormField(name: "title", label: "Title", maxLength: 120)
/// ```
public struct FormField: Sendable, Hashable {
  /// One option of a field that takes one of a fixed set of values.
  public struct Choice: Sendable, Hashable {
    /// What the form posts.
    public let value: String
    /// What the user reads.
    public let title: String

    /// An option posting `value`, shown as `title`.
    public init(value: String, title: String) {
      self.value = value
      self.title = title
    }
  }

  /// What a field takes, beyond text: each kind has its reader on ``FormSubmission`` and its
  /// control in PageMarkup, with the limits the browser also enforces.
  public enum Kind: Sendable, Hashable {
    /// Free text, or one of ``FormField/choices``; read with ``FormSubmission/value(of:)``.
    case text
    /// Text that must match `pattern` in full (an HTML `pattern`, also checked by the server
    /// with Swift's `Regex`); `example` shows the user the expected shape in the message.
    case patterned(pattern: String, example: String)
    /// A whole number within the range; read with ``FormSubmission/wholeNumber(of:)``.
    case wholeNumber(ClosedRange<Int>)
    /// A number with at most `places` digits after the point, within the range; read with
    /// ``FormSubmission/decimal(of:)``.
    case decimal(ClosedRange<Double>, places: Int)
    /// A calendar day (`YYYY-MM-DD`, what a date input posts), within the range if there is
    /// one; read with ``FormSubmission/date(of:)``.
    case date(ClosedRange<FormDate>?)
    /// A box checked or not; read with ``FormSubmission/isChecked(_:)``. Required means it
    /// must be checked ("I agree").
    case checkbox
  }

  /// The posted name (letters, digits, `-` and `_`; it also becomes part of an HTML id).
  public let name: String
  /// The visible label, also used in messages ("Title must not be empty.").
  public let label: String
  /// The most characters the value may have after trimming.
  public let maxLength: Int
  /// Whether an empty value is refused.
  public let isRequired: Bool
  /// The allowed values, in display order; empty for free text.
  public let choices: [Choice]
  /// What the field takes: text, a pattern, a whole or decimal number, a date, a checkbox.
  public let kind: Kind

  /// The whole numbers the field takes, for a field of ``Kind/wholeNumber(_:)`` (nil for any
  /// other); drawn by PageMarkup as `<input type="number">` with the same `min` and `max`.
  public var wholeNumbers: ClosedRange<Int>? {
    if case .wholeNumber(let range) = kind { range } else { nil }
  }

  /// A field named `name`, labelled `label`, of at most `maxLength` characters.
  public init(name: String, label: String, maxLength: Int = 200, isRequired: Bool = true, choices: [Choice] = []) {
    self.init(name: name, label: label, maxLength: maxLength, isRequired: isRequired, choices: choices, kind: .text)
  }

  /// A field taking a whole number within `range`:
  ///
  /// ```swift
  /// static let servings = FormField(name: "servings", label: "Servings", wholeNumbers: 1...24)
  /// ```
  ///
  /// Its text is limited to the characters the range's widest number needs.
  public init(name: String, label: String, wholeNumbers range: ClosedRange<Int>, isRequired: Bool = true) {
    let width = max(String(range.lowerBound).count, String(range.upperBound).count)
    self.init(name: name, label: label, maxLength: width, isRequired: isRequired, choices: [], kind: .wholeNumber(range))
  }

  /// A field taking a number with at most `places` digits after the point, within `range`:
  ///
  /// ```swift
  /// static let price = FormField(name: "price", label: "Price", decimals: 0...10_000, places: 2)
  /// ```
  ///
  /// `places` is kept between 0 and 9; the text is limited to 32 characters.
  public init(name: String, label: String, decimals range: ClosedRange<Double>, places: Int, isRequired: Bool = true) {
    let places = min(max(places, 0), 9)
    self.init(name: name, label: label, maxLength: 32, isRequired: isRequired, choices: [], kind: .decimal(range, places: places))
  }

  /// A field taking a calendar day, within `range` when given:
  ///
  /// ```swift
  /// static let due = FormField(name: "due", label: "Due", dates: FormDate(iso: "2026-01-01")!...FormDate(iso: "2030-12-31")!)
  /// ```
  public init(name: String, label: String, dates range: ClosedRange<FormDate>?, isRequired: Bool = true) {
    self.init(name: name, label: label, maxLength: 10, isRequired: isRequired, choices: [], kind: .date(range))
  }

  /// A checkbox; `isRequired` means it must be checked:
  ///
  /// ```swift
  /// static let isFavourite = FormField(checkbox: "favourite", label: "Favourite")
  /// ```
  public init(checkbox name: String, label: String, isRequired: Bool = false) {
    self.init(name: name, label: label, maxLength: 8, isRequired: isRequired, choices: [], kind: .checkbox)
  }

  /// A text field whose whole value must match `pattern`, a regular expression in the common
  /// subset of HTML's `pattern` attribute and Swift's `Regex` (classes, groups, `|`,
  /// quantifiers). `example` completes the message "Email must look like name@example.com.":
  ///
  /// ```swift
  /// static let email = FormField(name: "email", label: "Email", maxLength: 254,
  ///                              pattern: #"[^@\s]+@[^@\s]+\.[^@\s]+"#, example: "name@example.com")
  /// ```
  public init(name: String, label: String, maxLength: Int = 200, pattern: String, example: String, isRequired: Bool = true) {
    self.init(
      name: name, label: label, maxLength: maxLength, isRequired: isRequired, choices: [],
      kind: .patterned(pattern: pattern, example: example))
  }

  private init(name: String, label: String, maxLength: Int, isRequired: Bool, choices: [Choice], kind: Kind) {
    self.name = name
    self.label = label
    self.maxLength = maxLength
    self.isRequired = isRequired
    self.choices = choices
    self.kind = kind
  }
}

extension FormField {
  /// A number as people and the browser write it: 10000, not 10000.0; 0.5 stays 0.5. The kit's
  /// messages ("Price must be from 0 to 10000.") and PageMarkup's `min`, `max` write a decimal
  /// field's bounds with it, so both say the same.
  public static func written(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  /// An email-like address: something, `@`, a domain with a dot; at most 254 characters (the
  /// longest an address can be). Whether it is delivered is for a confirmation email to say.
  public static func email(name: String, label: String, isRequired: Bool = true) -> FormField {
    FormField(
      name: name, label: label, maxLength: 254, pattern: #"[^@\s]+@[^@\s]+\.[^@\s]+"#, example: "name@example.com",
      isRequired: isRequired)
  }
}
