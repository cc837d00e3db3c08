public import Foundation

/// Why a response could not become a decoded value; wraps its cause.
///
/// The book names this type `NetworkJSONHandler.Error`; both names are the same type.
public struct NetworkJSONHandlerError: Swift.Error, Sendable {
  public enum Code: Sendable {
    /// The response did not say `application/json`.
    case mimeTypeError(mimeType: String?)
    /// The data handler refused the response.
    case dataHandlerError(NetworkDataHandlerError)
    /// The body was not the expected JSON.
    case decoderError(DecodingFailure)
    /// An injected ``NetworkSessionJSONHandler`` threw an error of its own, described here.
    case handlerError(description: String)
  }

  public let code: Code
  /// The error the data handler or decoder threw, as thrown; `nil` for a MIME type error.
  public let underlying: (any Swift.Error)?

  package init(code: Code, underlying: (any Swift.Error)? = nil) {
    self.code = code
    self.underlying = underlying
  }
}

extension NetworkJSONHandlerError.Code {
  /// The book's names for the codes, without the detail each carries here.
  ///
  /// The book's codes carry nothing, so its tests ask `error.code == .jsonDecoderError`; this
  /// compares the kind of failure and leaves the detail (MIME type, cause) to a `switch`.
  public enum Kind: Hashable, Sendable {
    /// Any `.mimeTypeError(mimeType:)`.
    case mimeTypeError
    /// Any `.dataHandlerError(_:)`.
    case dataHandlerError
    /// Any `.decoderError(_:)`: the book calls it `jsonDecoderError`.
    case jsonDecoderError
  }

  /// Whether `code` is a failure of the kind `kind`, its detail aside.
  ///
  /// ```swift
  /// NetworkJSONHandlerError(code: .mimeTypeError(mimeType: "text/html")).code == .mimeTypeError  // true
  /// ```
  public static func == (code: Self, kind: Kind) -> Bool {
    switch (code, kind) {
    case (.mimeTypeError, .mimeTypeError), (.dataHandlerError, .dataHandlerError), (.decoderError, .jsonDecoderError):
      true
    case (.mimeTypeError, _), (.dataHandlerError, _), (.decoderError, _), (.handlerError, _):
      false
    }
  }

  /// Whether `code` is a failure of another kind than `kind`.
  public static func != (code: Self, kind: Kind) -> Bool {
    (code == kind) == false
  }
}

extension NetworkJSONHandlerError: LocalizedError {
  public var errorDescription: String? {
    switch self.code {
    case .mimeTypeError(let mimeType):
      "The server sent \(mimeType ?? "no content type") instead of application/json."
    case .dataHandlerError(let error):
      error.errorDescription
    case .decoderError(let error):
      error.errorDescription
    case .handlerError(let description):
      "The response could not be handled: \(description)"
    }
  }
}
