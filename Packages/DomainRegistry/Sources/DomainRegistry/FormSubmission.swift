/// The decoded fields of a form post.
public struct FormSubmission: Sendable, Equatable {
  /// Every posted field by name (a form never posts a name twice; the host refuses that).
  public let fields: [String: String]

  /// A submission of `fields`.
  public init(fields: [String: String]) {
    self.fields = fields
  }

  /// The field `name`, or `FormError.missingField` if the form did not send it.
  public func require(_ name: String) throws(FormError) -> String {
    guard let value = fields[name] else { throw .missingField(name) }
    return value
  }

  /// The value of `field`, checked against its declaration: trimmed of surrounding white
  /// space, required fields not empty, at most `field.maxLength` characters, and one of
  /// `field.choices` when it has any. Each failure is a ``FormError/invalidField(_:reason:)``
  /// naming the field, with a reason written for the person who typed it.
  ///
  /// ```swift
  /// let title = try submission.value(of: TodoForm.title) // "Buy milk"
  /// ```
  public func value(of field: FormField) throws(FormError) -> String {
    guard let value = try present(field) else { return "" }
    guard value.count <= field.maxLength else {
      throw .invalidField(field.name, reason: "\(field.label) can have at most \(field.maxLength) characters.")
    }
    if !field.choices.isEmpty, !field.choices.contains(where: { $0.value == value }) {
      let titles = field.choices.map(\.title).joined(separator: ", ")
      throw .invalidField(field.name, reason: "Choose one of: \(titles).")
    }
    return value
  }
}

extension FormSubmission {
  /// The whole number in `field` (declared with `FormField(name:label:wholeNumbers:)`), or nil
  /// when it is empty and not required. Trims it as ``value(of:)`` does and refuses, naming the
  /// field, an empty required one ("Servings must not be empty."), what is not a whole number
  /// ("Servings must be a whole number.") and what is outside the field's range, however many
  /// digits it has ("Servings must be from 1 to 24.").
  ///
  /// ```swift
  /// let servings = try submission.wholeNumber(of: RecipeForm.servings) // 4
  /// ```
  public func wholeNumber(of field: FormField) throws(FormError) -> Int? {
    guard let text = try present(field) else { return nil }
    guard let range = field.wholeNumbers else {
      throw .invalidField(field.name, reason: "\(field.label) is not a number field.")
    }
    // An optional sign, then ASCII digits: what the browser's number input sends for a whole number.
    let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .invalidField(field.name, reason: "\(field.label) must be a whole number.")
    }
    // Too many digits for an `Int` is out of range too.
    guard let number = Int(text), range.contains(number) else {
      throw .invalidField(field.name, reason: "\(field.label) must be from \(range.lowerBound) to \(range.upperBound).")
    }
    return number
  }

  /// `field`'s value trimmed of surrounding white space, nil when that leaves nothing and the
  /// field is not required; an empty required field is refused ("Title must not be empty.").
  private func present(_ field: FormField) throws(FormError) -> String? {
    let value = (fields[field.name] ?? "").trimmingWhitespace()
    guard value.isEmpty else { return value }
    guard !field.isRequired else { throw .invalidField(field.name, reason: "\(field.label) must not be empty.") }
    return nil
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks (no Foundation needed).
  fileprivate func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(self[first...last])
  }
}
