public import DomainRegistry

/// What one form shows: the values to fill in and the errors to show. Normally the page's
/// own values; after a refused post of this form (DomainRegistry's `PageRequest.submitted`),
/// what the user typed and why it was refused, so nothing typed is lost.
public struct FormInput: Sendable, Equatable {
  /// The form action's name (DomainRegistry's `ModuleForm.name`).
  public let action: String
  /// The refused post of this form, if the request carries one.
  public let submitted: SubmittedForm?

  /// The input of the form `action` for `request`.
  public init(action: String, request: PageRequest) {
    self.action = action
    self.submitted = request.submitted(action)
  }

  /// The input of the form `action` with the refused post `submitted` (another form's is ignored).
  public init(action: String, submitted: SubmittedForm?) {
    self.action = action
    self.submitted = submitted?.action == action ? submitted : nil
  }

  /// The value to show in `field`: what was typed in a refused post, else `defaultValue`.
  public func value(of field: FormField, default defaultValue: String = "") -> String {
    submitted?.fields[field.name] ?? defaultValue
  }

  /// The message to show next to `field`, if the refused post failed on it.
  public func error(for field: FormField) -> String? {
    submitted?.error(for: field.name)?.reason
  }
}

extension StatusLine {
  /// `failure` with the refused form's message when `input` carries one, else this line.
  public func showing(_ input: FormInput) -> StatusLine {
    input.submitted?.failure.map(StatusLine.failure) ?? self
  }
}
