/// How much one request to `/animals/api` may ask for.
///
/// Without them a 34 KB request of 2,000 queries, each answering every animal, made a
/// response of gigabytes. Sizes are bytes.
public struct AnimalsAPILimits: Hashable, Sendable {
  /// Queries plus mutations in one request (default 32).
  public var maximumOperations: Int
  /// The request body (default 64 KiB: 32 operations with 200-character names fit easily).
  public var maximumRequestBytes: Int
  /// The encoded response (default 16 MiB).
  public var maximumResponseBytes: Int

  /// Limits with the given maximums; the defaults are ``standard``.
  public init(maximumOperations: Int = 32, maximumRequestBytes: Int = 64 << 10, maximumResponseBytes: Int = 16 << 20) {
    self.maximumOperations = maximumOperations
    self.maximumRequestBytes = maximumRequestBytes
    self.maximumResponseBytes = maximumResponseBytes
  }

  /// 32 operations, 64 KiB in, 16 MiB out.
  public static let standard = AnimalsAPILimits()
}
