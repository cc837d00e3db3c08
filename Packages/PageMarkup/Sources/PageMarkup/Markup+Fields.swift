public import DomainRegistry
public import Plot

extension Markup {
  /// How a field is typed.
  public enum FieldKind: Sendable {
    /// One line of text (`<input type="text">`), or a number (`<input type="number">` with
    /// the field's `min`, `max` and `step="1"`) for a field of `FormField.wholeNumbers`.
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
  /// `id` defaults to `<action>-<field>`; `placeholder` adds an empty first option to a
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
    let control: HTMLNode =
      switch kind {
      case .text:
        if let range = field.wholeNumbers {
          // The browser refuses the same numbers the form does; the server still checks.
          Self.voidElement(
            "input",
            [("type", "number"), ("inputmode", "numeric")] + attributes
              + [("min", "\(range.lowerBound)"), ("max", "\(range.upperBound)"), ("step", "1"), ("value", value)])
        } else {
          Self.voidElement("input", [("type", "text")] + attributes + [("maxlength", "\(field.maxLength)"), ("value", value)])
        }
      case .textArea:
        Self.element(
          "textarea",
          Self.attributes(attributes + [("maxlength", "\(field.maxLength)")]) + [Self.text(value)]
        )
      case .select:
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
      error.map {
        Self.element(
          "p", Self.attribute("class", "field-error"), Self.attribute("id", errorID), Self.attribute("role", "alert"), Self.text($0))
      }
        ?? .empty
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

  private static func attributes(_ pairs: [(String, String?)]) -> [HTMLNode] {
    pairs.map { name, value in value.map { Self.attribute(name, $0) } ?? .attribute(named: name) }
  }
}
