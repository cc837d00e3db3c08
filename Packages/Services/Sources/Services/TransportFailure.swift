public import Foundation

/// A failure below HTTP, kept as text with the URL so it crosses actors and reads well.
///
/// The URL is kept without its user-info, so no message built from it shows credentials.
public struct TransportFailure: Swift.Error, Hashable, Sendable {
  public let url: URL?
  /// The `URLError` code when the cause was one, for callers that branch on it.
  public let urlErrorCode: Int?
  public let message: String

  package init(_ error: any Swift.Error, url: URL?) {
    self.url = url?.removingUserInfo
    if let error = error as? URLError {
      self.urlErrorCode = error.code.rawValue
    } else {
      self.urlErrorCode = nil
    }
    self.message = error.localizedDescription.removingURLUserInfo
  }

  package init(message: String, url: URL?, urlErrorCode: Int? = nil) {
    self.url = url?.removingUserInfo
    self.urlErrorCode = urlErrorCode
    self.message = message
  }
}

extension TransportFailure: LocalizedError {
  public var errorDescription: String? {
    let target = self.url.map { " \($0.absoluteString)" } ?? ""
    return "Could not reach\(target): \(self.message)"
  }
}
