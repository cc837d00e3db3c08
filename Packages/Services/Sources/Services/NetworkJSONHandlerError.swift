import Foundation

/// Why a response could not become a decoded value; wraps its cause.
public struct NetworkJSONHandlerError: Swift.Error, Sendable {
  public enum Code: Sendable {
    /// The response did not say `application/json`.
    case mimeTypeError(mimeType: String?)
    /// The data handler refused the response.
    case dataHandlerError(NetworkDataHandlerError)
    /// The body was not the expected JSON.
    case decoderError(DecodingFailure)
  }

  public let code: Code

  package init(code: Code) {
    self.code = code
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
    }
  }
}
