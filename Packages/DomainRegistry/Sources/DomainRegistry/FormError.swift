/// Why a form post changed nothing: a field the user can correct, or an action the store
/// refused. The host shows the page again with the typed input kept and this message next to
/// its field (``field``), or in the module's status line when no field is named.
public enum FormError: Error, Equatable, CustomStringConvertible {
  /// The form did not send the field (a stale page or a hand-made request).
  case missingField(String)
  /// The field's value cannot be used; `reason` says what to type instead.
  case invalidField(String, reason: String)
  /// The input was fine but the action could not be done (a reducer or store error); the
  /// message says what happened in words the user can act on.
  case failed(String)

  /// The field the error belongs next to, or `nil` for a form-level failure.
  public var field: String? {
    switch self {
    case .missingField(let name), .invalidField(let name, _): name
    case .failed: nil
    }
  }

  /// The message without the field's name: what the page shows next to the field.
  public var reason: String {
    switch self {
    case .missingField: "This field is missing; reload the page and try again."
    case .invalidField(_, let reason): reason
    case .failed(let message): message
    }
  }

  /// The full message, naming the field: what a page without the form shows.
  public var description: String {
    switch self {
    case .missingField(let name): "The form field “\(name)” is missing."
    case .invalidField(let name, let reason): "The form field “\(name)” is invalid: \(reason)"
    case .failed(let message): message
    }
  }
}
