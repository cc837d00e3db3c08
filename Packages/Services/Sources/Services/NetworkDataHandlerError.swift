public import Foundation

/// Why a response body was refused before decoding.
///
/// The book names this type `NetworkDataHandler.Error`; both names are the same type.
public struct NetworkDataHandlerError: Swift.Error, Hashable, Sendable {
  public enum Code: Hashable, Sendable {
    /// The response was not an HTTP response.
    case responseError
    /// The HTTP status code was outside 200...299.
    case statusCodeError(statusCode: Int)
    /// An injected ``NetworkJSONHandlerDataHandler`` threw an error of its own, described here.
    case handlerError(description: String)
  }

  public let code: Code

  package init(code: Code) {
    self.code = code
  }
}

extension NetworkDataHandlerError.Code {
  /// The book's names for the codes that carry a detail here, without the detail.
  ///
  /// The book's codes carry nothing, so its tests ask `error.code == .statusCodeError`; this
  /// compares the kind of failure and ignores the status code. `.responseError` needs no such
  /// name: it is a code of its own with nothing attached.
  public enum Kind: Hashable, Sendable {
    /// Any `.statusCodeError(statusCode:)`, whatever the status.
    case statusCodeError
  }

  /// Whether `code` is a failure of the kind `kind`, its detail aside.
  ///
  /// ```swift
  /// NetworkDataHandlerError(code: .statusCodeError(statusCode: 404)).code == .statusCodeError  // true
  /// ```
  public static func == (code: Self, kind: Kind) -> Bool {
    switch (code, kind) {
    case (.statusCodeError, .statusCodeError): true
    case (.responseError, _), (.handlerError, _): false
    }
  }

  /// Whether `code` is a failure of another kind than `kind`.
  public static func != (code: Self, kind: Kind) -> Bool {
    (code == kind) == false
  }
}

extension NetworkDataHandlerError: LocalizedError {
  public var errorDescription: String? {
    switch self.code {
    case .responseError:
      "The response is not an HTTP response."
    case .statusCodeError(let statusCode):
      "The server answered HTTP \(statusCode) (\(HTTPStatusText.text(for: statusCode)))."
    case .handlerError(let description):
      "The response was refused: \(description)"
    }
  }
}

/// Short reason phrases, spelled out so messages read the same on every platform.
private enum HTTPStatusText {
  static func text(for statusCode: Int) -> String {
    switch statusCode {
    case 400: "bad request"
    case 401: "unauthorized"
    case 403: "forbidden"
    case 404: "not found"
    case 429: "too many requests"
    case 500: "internal server error"
    case 502: "bad gateway"
    case 503: "service unavailable"
    case 504: "gateway timeout"
    default: statusCode < 500 ? "client error" : "server error"
    }
  }
}
