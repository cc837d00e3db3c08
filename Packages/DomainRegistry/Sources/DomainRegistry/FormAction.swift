/// Something a page's form posts: `POST /<slug>/actions/<name>`, then a redirect back.
public struct FormAction: Sendable {
  public let name: String
  /// Maps the submitted fields to Action values and dispatches them. Throw `FormError` for bad
  /// input; the host answers 400 with its message and changes nothing else.
  public let perform: @MainActor @Sendable (FormSubmission) async throws -> Void

  public init(name: String, perform: @escaping @MainActor @Sendable (FormSubmission) async throws -> Void) {
    self.name = name
    self.perform = perform
  }

  /// The URL a form posts to for the action `name` of the module `slug`.
  public static func path(slug: String, name: String) -> String {
    "/\(slug)/actions/\(name)"
  }
}

/// The decoded fields of a form post.
public struct FormSubmission: Sendable, Equatable {
  public let fields: [String: String]

  public init(fields: [String: String]) {
    self.fields = fields
  }

  /// The field `name`, or `FormError.missingField` if the form did not send it.
  public func require(_ name: String) throws(FormError) -> String {
    guard let value = fields[name] else { throw .missingField(name) }
    return value
  }
}

/// Bad input in a form post; the host shows `description` on a 400 page.
public enum FormError: Error, Equatable, CustomStringConvertible {
  case missingField(String)
  case invalidField(String, reason: String)

  public var description: String {
    switch self {
    case .missingField(let name): "The form field “\(name)” is missing."
    case .invalidField(let name, let reason): "The form field “\(name)” is invalid: \(reason)"
    }
  }
}
