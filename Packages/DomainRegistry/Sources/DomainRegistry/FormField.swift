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
  /// The whole numbers the field takes, for a number field (nil for text); read with
  /// ``FormSubmission/wholeNumber(of:)``, drawn by PageMarkup as `<input type="number">` with
  /// the same `min` and `max`.
  public let wholeNumbers: ClosedRange<Int>?

  /// A field named `name`, labelled `label`, of at most `maxLength` characters.
  public init(name: String, label: String, maxLength: Int = 200, isRequired: Bool = true, choices: [Choice] = []) {
    self.name = name
    self.label = label
    self.maxLength = maxLength
    self.isRequired = isRequired
    self.choices = choices
    self.wholeNumbers = nil
  }

  /// A field taking a whole number within `range`:
  ///
  /// ```swift
  /// static let servings = FormField(name: "servings", label: "Servings", wholeNumbers: 1...24)
  /// ```
  ///
  /// Its text is limited to the characters the range's widest number needs.
  public init(name: String, label: String, wholeNumbers range: ClosedRange<Int>, isRequired: Bool = true) {
    self.name = name
    self.label = label
    self.maxLength = max(String(range.lowerBound).count, String(range.upperBound).count)
    self.isRequired = isRequired
    self.choices = []
    self.wholeNumbers = range
  }
}
