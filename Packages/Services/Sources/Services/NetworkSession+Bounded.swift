import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkSession where URLSession == BoundedURLSession {
  /// A session for talking to a server the user named: calls end at `limits.deadline` and read
  /// at most `limits.maximumBodySize` bytes. What apps and command-line tools use.
  public static func bounded(limits: NetworkLimits = .standard) -> NetworkSession<BoundedURLSession> {
    NetworkSession(urlSession: BoundedURLSession(maximumBodySize: limits.maximumBodySize), limits: limits)
  }
}
