public import Foundation

/// A new, empty folder under the system's temporary directory, removed with everything in it
/// when the value goes away.
public final class TemporaryDirectory: Sendable {
  /// The folder's location.
  public let url: URL

  /// Creates the folder `<prefix>-<UUID>`, so parallel tests never share one.
  public init(prefix: String = "test") throws {
    self.url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true)
  }

  /// The location of `name` inside the folder (nothing is created).
  public func appending(_ name: String) -> URL {
    self.url.appendingPathComponent(name)
  }

  deinit {
    try? FileManager.default.removeItem(at: self.url)
  }
}
