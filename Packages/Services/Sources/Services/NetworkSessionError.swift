public import Foundation

/// Why a network session could not deliver a value; wraps its cause.
public struct NetworkSessionError: Swift.Error, Sendable {
  public enum Code: Sendable {
    /// The request never got a response (connection refused, timeout, no route).
    case sessionError(TransportFailure)
    /// A response came back but was refused or did not decode.
    case jsonHandlerError(NetworkJSONHandlerError)
  }

  public let code: Code
  /// The error the URL session or the JSON handler threw, as thrown.
  public let underlying: (any Swift.Error)?

  package init(code: Code, underlying: (any Swift.Error)? = nil) {
    self.code = code
    self.underlying = underlying
  }
}

extension NetworkSessionError: LocalizedError {
  public var errorDescription: String? {
    switch self.code {
    case .sessionError(let error):
      error.errorDescription
    case .jsonHandlerError(let error):
      error.errorDescription
    }
  }
}
