public import Foundation

/// Where a store opened without a path (the book's `init(isStoredInMemoryOnly: false)`) keeps
/// its file: `<Application Support>/<folder>/<file>`.
public enum DefaultDatabaseLocation {
  /// The file's URL; the folder is created if needed. Without an Application Support directory
  /// (a bare Linux account) the temporary directory stands in.
  public static func url(folder: String, file: String) throws -> URL {
    let support =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    let directory = support.appendingPathComponent(folder, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(file)
  }
}
