public import Foundation

/// Why a response could not become a decoded value; wraps its cause.
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
