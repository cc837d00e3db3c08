public import Foundation

/// The path of a database file that does not exist yet, alone in its own temporary folder.
///
/// The folder (with the file and any `-wal`/`-shm` companions SQLite writes next to it) is
/// removed when the value goes away.
public final class TemporaryDatabase: Sendable {
  /// The folder holding the file; a test may put other files (a missing path, a copy) there.
  public var directory: URL { self.folder.url }
  /// The database file's path.
  public let url: URL
  private let folder: TemporaryDirectory

  /// A new folder `<name without extension>-<UUID>` and the path `fileName` inside it.
  public init(named fileName: String = "database.sqlite") throws {
    self.folder = try TemporaryDirectory(prefix: (fileName as NSString).deletingPathExtension)
    self.url = self.folder.appending(fileName)
  }
}
