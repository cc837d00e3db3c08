/// The decoded fields of a form post.
public struct FormSubmission: Sendable, Equatable {
  /// Every posted field by name (a form never posts a name twice; the host refuses that).
  public let fields: [String: String]
  /// Fields whose refusal is already known (``FormAction/problems(in:)``): their readers return
  /// a value that passes, so the form's decoding goes on to the fields after them.
  var passing: Set<String> = []

  /// A submission of `fields`.
  public init(fields: [String: String]) {
    self.fields = fields
  }

  /// The field `name`, or `FormError.missingField` if the form did not send it.
  public func require(_ name: String) throws(FormError) -> String {
    if passing.contains(name) { return fields[name] ?? "" }
    guard let value = fields[name] else { throw .missingField(name) }
    return value
  }

  /// The value of `field`, checked against its declaration: trimmed of surrounding white
  /// space, required fields not empty, at most `field.maxLength` characters, one of
  /// `field.choices` when it has any, and matching its pattern in full when it has one
  /// ("Email must look like name@example.com."). Each failure is a ``FormError/invalidField(_:reason:)``
  /// naming the field, with a reason written for the person who typed it.
  ///
  /// ```swift
  /// let title = try submission.value(of: TodoForm.title) // "Buy milk"
  /// ```
  public func value(of field: FormField) throws(FormError) -> String {
    if passing.contains(field.name) {
      if case .patterned(_, let example) = field.kind { return example }
      return field.choices.first?.value ?? ""
    }
    guard let value = try present(field) else { return "" }
    guard value.count <= field.maxLength else {
      throw .invalidField(field.name, reason: "\(field.label) can have at most \(field.maxLength) characters.")
    }
    if !field.choices.isEmpty, !field.choices.contains(where: { $0.value == value }) {
      throw Self.notAChoice(field)
    }
    if case .patterned(let pattern, let example) = field.kind {
      // A pattern that does not compile matches nothing: the declaration is wrong, and the
      // field says so instead of letting anything through.
      let regex = try? Regex(pattern)
      guard let regex, (try? regex.wholeMatch(in: value)) != nil else {
        throw .invalidField(field.name, reason: "\(field.label) must look like \(example).")
      }
    }
    return value
  }
}

extension FormSubmission {
  /// The value of `field`, checked as ``value(of:)`` does, turned into what it means by
  /// `meaning` (an enum's `init(rawValue:)`, a lookup in a table): the typed value of a field
  /// with choices, read in one step. A value `meaning` does not know is refused with the same
  /// "Choose one of: …" as a value outside the field's choices, so the form writes no message.
  ///
  /// ```swift
  /// let diet = try submission.value(of: AnimalForm.diet, as: Animal.Diet.init(rawValue:))
  /// ```
  public func value<Value>(of field: FormField, as meaning: (String) -> Value?) throws(FormError) -> Value {
    guard let value = meaning(try self.value(of: field)) else { throw Self.notAChoice(field) }
    return value
  }

  /// The refusal of a value that is none of `field`'s choices.
  static func notAChoice(_ field: FormField) -> FormError {
    .invalidField(field.name, reason: "Choose one of: \(field.choices.map(\.title).joined(separator: ", ")).")
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
    if passing.contains(field.name) { return field.wholeNumbers?.lowerBound ?? 0 }
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
      throw Self.outOfRange(field, from: "\(range.lowerBound)", to: "\(range.upperBound)")
    }
    return number
  }

  /// The number in `field` (declared with `FormField(name:label:decimals:places:)`), or nil
  /// when it is empty and not required: an optional sign, digits, and at most the field's
  /// places of digits after a `.` (what a number input sends), within the field's range.
  /// Refusals name the field: "Price must be a number.", "Price can have at most 2 digits
  /// after the point.", "Price must be from 0 to 10000."
  ///
  /// ```swift
  /// let price = try submission.decimal(of: ItemForm.price) // 12.5
  /// ```
  public func decimal(of field: FormField) throws(FormError) -> Double? {
    if passing.contains(field.name) {
      if case .decimal(let range, _) = field.kind { return range.lowerBound }
      return 0
    }
    guard let text = try present(field) else { return nil }
    guard case .decimal(let range, let places) = field.kind else {
      throw .invalidField(field.name, reason: "\(field.label) is not a number field.")
    }
    let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
    let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
    let isDigits: (Substring) -> Bool = { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard (1...2).contains(parts.count), !parts[0].isEmpty || parts.count == 2, parts.allSatisfy(isDigits),
      parts.count == 1 || !parts[1].isEmpty, let number = Double(text), number.isFinite
    else {
      throw .invalidField(field.name, reason: "\(field.label) must be a number.")
    }
    if parts.count == 2, parts[1].count > places {
      let reason =
        places == 0
        ? "\(field.label) must be a whole number."
        : "\(field.label) can have at most \(places) digit\(places == 1 ? "" : "s") after the point."
      throw .invalidField(field.name, reason: reason)
    }
    guard range.contains(number) else {
      throw Self.outOfRange(field, from: FormField.written(range.lowerBound), to: FormField.written(range.upperBound))
    }
    return number
  }

  /// The day in `field` (declared with `FormField(name:label:dates:)`), or nil when it is empty
  /// and not required: `YYYY-MM-DD`, a day that exists, within the field's range if it has one.
  /// Refusals name the field: "Due must be a date (YYYY-MM-DD).", "Due must be from 2026-01-01
  /// to 2030-12-31."
  ///
  /// ```swift
  /// let due = try submission.date(of: TaskForm.due) // FormDate 2026-11-28
  /// ```
  public func date(of field: FormField) throws(FormError) -> FormDate? {
    if passing.contains(field.name) {
      if case .date(let range?) = field.kind { return range.lowerBound }
      return FormDate(year: 2000, month: 1, day: 1)
    }
    guard let text = try present(field) else { return nil }
    guard case .date(let range) = field.kind else {
      throw .invalidField(field.name, reason: "\(field.label) is not a date field.")
    }
    guard let date = FormDate(iso: text) else {
      throw .invalidField(field.name, reason: "\(field.label) must be a date (YYYY-MM-DD).")
    }
    if let range, !range.contains(date) {
      throw Self.outOfRange(field, from: "\(range.lowerBound)", to: "\(range.upperBound)")
    }
    return date
  }

  /// Whether the checkbox `field` (declared with `FormField(checkbox:label:)`) was checked. A
  /// browser posts a checked box's value (`on`) and nothing for an unchecked one; `true` and `1`
  /// count as checked, `off`, `false`, `0` and nothing as not. Refuses anything else ("Favourite
  /// must be checked or not.") and, for a required box, not checked ("Check Terms to go on.").
  ///
  /// ```swift
  /// let isFavourite = try submission.isChecked(RecipeForm.isFavourite)
  /// ```
  public func isChecked(_ field: FormField) throws(FormError) -> Bool {
    if passing.contains(field.name) { return field.isRequired }
    let text = (fields[field.name] ?? "").trimmingWhitespace().lowercased()
    let checked: Bool
    switch text {
    case "on", "true", "1": checked = true
    case "", "off", "false", "0": checked = false
    default: throw .invalidField(field.name, reason: "\(field.label) must be checked or not.")
    }
    if field.isRequired, !checked {
      throw .invalidField(field.name, reason: "Check \(field.label) to go on.")
    }
    return checked
  }

  /// The refusal of a value outside `field`'s range, whatever its kind ("Servings must be from 1
  /// to 24.").
  private static func outOfRange(_ field: FormField, from lowest: String, to highest: String) -> FormError {
    .invalidField(field.name, reason: "\(field.label) must be from \(lowest) to \(highest).")
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
