public import DomainRegistry
public import Plot

extension Markup {
  /// How a text field is drawn. A field of another `FormField.Kind` gets its own control
  /// whatever this says: a whole or decimal number `<input type="number">` with the field's
  /// `min`, `max` and `step`, a date `<input type="date">` with its `min` and `max`, a
  /// checkbox `<input type="checkbox">` before its label; a patterned text its `pattern`.
  public enum FieldKind: Sendable {
    /// One line of text (`<input type="text">`).
    case text
    /// Several lines (`<textarea>`).
    case textArea
    /// One of the field's `FormField.choices` (`<select>`).
    case select
  }

  /// A labelled field of the form `input`: the label, the control with the field's limits
  /// (`maxlength`, `required`), and, after a refused post, the typed value and the error next
  /// to it (`aria-invalid`, `aria-describedby`, announced with `role="alert"`).
  ///
  /// A presenter builds the form's input from the request once, then draws each field with it:
  ///
  /// ```swift
  /// let input = FormInput(action: AddTodoForm.name, request: request)
  /// Markup.postForm(
  ///   action: links.action(.addTodo),
  ///   input: input,
  ///   returnTo: links.page(state),
  ///   [
  ///     Markup.field(AddTodoForm.title, in: input),
  ///     Markup.submitButton("Add"),
  ///   ]
  /// )
  /// ```
  ///
  /// After a refused post whose title was too long, the same call writes the typed title back
  /// into the input and "Title can have at most 120 characters." below it.
  ///
  /// `id` defaults to `<action>-<field>`; `value` is what the control shows before any post
  /// (a checkbox: checked when it is not empty); `placeholder` adds an empty first option to a
  /// select; `attributes` adds others (`autocomplete`).
  public static func field(
    _ field: FormField,
    in input: FormInput,
    kind: FieldKind = .text,
    value defaultValue: String = "",
    id: String? = nil,
    placeholder: String? = nil,
    attributes extra: [(String, String?)] = []
  ) -> HTMLNode {
    let id = id ?? "\(input.action)-\(field.name)"
    let errorID = "\(id)-error"
    let value = input.value(of: field, default: defaultValue)
    let error = input.error(for: field)
    var attributes: [(String, String?)] = [("id", id), ("name", field.name)] + extra
    if field.isRequired { attributes.append(("required", nil)) }
    if let error, !error.isEmpty {
      attributes += [("aria-invalid", "true"), ("aria-describedby", errorID)]
    }
    if case .checkbox = field.kind {
      return Self.checkbox(field, in: input, checkedByDefault: !defaultValue.isEmpty, attributes: attributes, errorID: errorID)
    }
    // The browser refuses what the server would (the same limits); the server still checks.
    let control: HTMLNode =
      switch (field.kind, kind) {
      case (.wholeNumber(let range), _):
        Self.voidElement(
          "input",
          [("type", "number"), ("inputmode", "numeric")] + attributes
            + [("min", "\(range.lowerBound)"), ("max", "\(range.upperBound)"), ("step", "1"), ("value", value)])
      case (.decimal(let range, let places), _):
        Self.voidElement(
          "input",
          [("type", "number"), ("inputmode", "decimal")] + attributes
            + [
              ("min", FormField.written(range.lowerBound)), ("max", FormField.written(range.upperBound)), ("step", Self.step(places)),
              ("value", value),
            ])
      case (.date(let range), _):
        Self.voidElement(
          "input",
          [("type", "date")] + attributes
            + (range.map { [("min", "\($0.lowerBound)"), ("max", "\($0.upperBound)")] } ?? []) + [("value", value)])
      case (.patterned(let pattern, let example), .text), (.patterned(let pattern, let example), .textArea):
        Self.voidElement(
          "input",
          [("type", "text")] + attributes
            + [("maxlength", "\(field.maxLength)"), ("pattern", pattern), ("title", example), ("value", value)])
      case (_, .text):
        Self.voidElement("input", [("type", "text")] + attributes + [("maxlength", "\(field.maxLength)"), ("value", value)])
      case (_, .textArea):
        Self.element(
          "textarea",
          Self.attributes(attributes + [("maxlength", "\(field.maxLength)")]) + [Self.text(value)]
        )
      case (_, .select):
        Self.element(
          "select",
          Self.attributes(attributes)
            + (placeholder.map { [Self.element("option", Self.attribute("value", ""), Self.text($0))] } ?? [])
            + field.choices.map { choice in
              Self.element(
                "option",
                Self.attribute("value", choice.value),
                Self.flag("selected", choice.value == value),
                Self.text(choice.title)
              )
            }
        )
      }
    return Self.element(
      "div",
      Self.attribute("class", error == nil ? "field" : "field invalid"),
      Self.element("label", Self.attribute("for", id), Self.text(field.label)),
      control,
      Self.fieldError(error, id: errorID)
    )
  }

  /// A POST form for `input`'s action at `action`, carrying the `return` location. Marked with
  /// `data-form` (its name) and, after a refused post, `data-form-submitted`: the live script
  /// keeps such a form, and any form the user has typed into, when its region is updated.
  public static func postForm(
    action: String,
    input: FormInput,
    returnTo: String,
    className: String? = nil,
    _ content: [HTMLNode]
  ) -> HTMLNode {
    Self.element(
      "form",
      [
        Self.attribute("method", "post"),
        Self.attribute("action", action),
      ] + Self.formMarks(input) + [
        className.map { Self.attribute("class", $0) } ?? .empty,
        Self.hiddenField(Self.returnField, returnTo),
      ] + content
    )
  }

  /// The attributes that name a form for the live script (`data-form`) and mark it as shown
  /// again after a refused post (`data-form-submitted`), so a live update keeps it: for a form
  /// written by hand instead of with ``postForm(action:input:returnTo:className:_:)``.
  public static func formMarks(_ input: FormInput) -> [HTMLNode] {
    [
      Self.attribute("data-form", input.action),
      input.submitted == nil ? .empty : Self.attribute("data-form-submitted", ""),
    ]
  }

  /// A checkbox before its label, checked as posted after a refused post, else as
  /// `checkedByDefault`; the error, if any, below both.
  private static func checkbox(
    _ field: FormField, in input: FormInput, checkedByDefault: Bool, attributes: [(String, String?)], errorID: String
  ) -> HTMLNode {
    let id = attributes.first { $0.0 == "id" }?.1 ?? field.name
    let checked: Bool
    if let submitted = input.submitted {
      // Read as the form reads it; an unchecked box posts nothing, and a required one refused
      // for that stays unchecked.
      checked = (try? FormSubmission(fields: submitted.fields).isChecked(field)) ?? false
    } else {
      checked = checkedByDefault
    }
    let error = input.error(for: field)
    return Self.element(
      "div",
      Self.attribute("class", error == nil ? "field checkbox" : "field checkbox invalid"),
      Self.voidElement("input", [("type", "checkbox")] + attributes + [("value", "on")] + (checked ? [("checked", nil)] : [])),
      Self.element("label", Self.attribute("for", id), Self.text(field.label)),
      Self.fieldError(error, id: errorID)
    )
  }

  /// The error below a field after a refused post (announced, and named by the control's
  /// `aria-describedby`); nothing without one.
  private static func fieldError(_ error: String?, id: String) -> HTMLNode {
    guard let error else { return .empty }
    return Self.element(
      "p", Self.attribute("class", "field-error"), Self.attribute("id", id), Self.attribute("role", "alert"), Self.text(error))
  }

  /// The step of a number with `places` digits after the point: 1, 0.1, 0.01 …
  private static func step(_ places: Int) -> String {
    places == 0 ? "1" : "0." + String(repeating: "0", count: places - 1) + "1"
  }

  private static func attributes(_ pairs: [(String, String?)]) -> [HTMLNode] {
    pairs.map { name, value in value.map { Self.attribute(name, $0) } ?? .attribute(named: name) }
  }
}
