/// The bounds of one remote call: how long it may take in total and how large its body may be.
///
/// URLSession's own timeout is an *idle* timeout: a server sending one byte every few seconds
/// keeps a request alive for ever. The deadline covers the whole call, connection to last byte.
public struct NetworkLimits: Hashable, Sendable {
  /// The longest a call may take from start to its last byte.
  public var deadline: Duration
  /// The largest body accepted, in bytes; a larger one is refused before it is all read.
  public var maximumBodySize: Int

  /// - Parameters:
  ///   - deadline: the total time a call may take (default 30 s).
  ///   - maximumBodySize: the largest body accepted (default 64 MiB; a month of the USGS
  ///     feed is about 10 MB).
  public init(deadline: Duration = .seconds(30), maximumBodySize: Int = 64 << 20) {
    self.deadline = deadline
    self.maximumBodySize = maximumBodySize
  }

  /// 30 s and 64 MiB.
  public static let standard = NetworkLimits()
}
