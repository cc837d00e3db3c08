/// A form post the host refused, handed back to the page it came from: the page renders
/// again with ``fields`` as the inputs' values and ``error`` next to its field (or in the
/// status line), so nothing the user typed is lost.
public struct SubmittedForm: Sendable, Equatable {
  /// The form action's name (``ModuleForm/name``).
  public let action: String
  /// Everything the form posted, as typed.
  public let fields: [String: String]
  /// Why nothing changed.
  public let error: FormError

  /// A refused post of the form `action`.
  public init(action: String, fields: [String: String], error: FormError) {
    self.action = action
    self.fields = fields
    self.error = error
  }

  /// The error to show next to `field`, if it is that field's.
  public func error(for field: String) -> FormError? {
    error.field == field ? error : nil
  }

  /// The form-level failure (``FormError/failed(_:)``) for the status line, if any.
  public var failure: String? {
    error.field == nil ? error.reason : nil
  }
}
