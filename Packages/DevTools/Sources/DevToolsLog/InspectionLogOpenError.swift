/// Why a DevTools log could not be opened, SQLite file or PostgreSQL database alike: the app
/// prints it and does not start.
///
/// ```swift
/// do {
///   try await log.prepare()
/// } catch let error as InspectionLogOpenError {
///   print(error)  // Could not open the DevTools log at postgres://app:***@db/log: …
/// }
/// ```
public struct InspectionLogOpenError: Error, CustomStringConvertible {
  /// The file, or the database's URL with its password hidden.
  public let location: String
  /// What SQLite or the PostgreSQL server said.
  public let reason: String

  /// An error for the log at `location` (never a URL that shows its password).
  public init(location: String, reason: String) {
    self.location = location
    self.reason = reason
  }

  /// "Could not open the DevTools log at <location>: <reason>".
  public var description: String { "Could not open the DevTools log at \(self.location): \(self.reason)" }

  /// The file asked for: ``location``, under its name from when only SQLite files were logs.
  @available(*, deprecated, renamed: "location")
  public var path: String { self.location }
}
