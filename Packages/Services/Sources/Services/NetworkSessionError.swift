public import Foundation

/// Why a network session could not deliver a value; wraps its cause.
///
/// The book names this type `NetworkSession.Error`; both names are the same type.
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

extension NetworkSessionError.Code {
  /// The book's names for the codes, without the cause each carries here.
  ///
  /// The book's codes carry nothing, so its tests ask `error.code == .sessionError`; this
  /// compares the kind of failure and leaves the cause to a `switch` or to
  /// ``NetworkSessionError/underlying``.
  public enum Kind: Hashable, Sendable {
    /// Any `.sessionError(_:)`: the request got no response.
    case sessionError
    /// Any `.jsonHandlerError(_:)`: the response was refused or did not decode.
    case jsonHandlerError
  }

  /// Whether `code` is a failure of the kind `kind`, its cause aside.
  ///
  /// ```swift
  /// do { let value: Payload = try await session.json(for: request, from: decoder) }
  /// catch let error as NetworkSessionError where error.code == .jsonHandlerError { … }
  /// ```
  public static func == (code: Self, kind: Kind) -> Bool {
    switch (code, kind) {
    case (.sessionError, .sessionError), (.jsonHandlerError, .jsonHandlerError): true
    case (.sessionError, _), (.jsonHandlerError, _): false
    }
  }

  /// Whether `code` is a failure of another kind than `kind`.
  public static func != (code: Self, kind: Kind) -> Bool {
    (code == kind) == false
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
