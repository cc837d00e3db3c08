import Foundation
import Logging

/// Everything the host needs besides the modules: where to listen, where data lives, limits.
public struct HostConfiguration: Sendable {
  public var host: String
  public var port: Int
  public var dataDirectory: URL
  public var logLevel: Logger.Level
  /// String options handed to every module (`ModuleContext.configuration`).
  public var moduleConfiguration: [String: String]
  /// Largest accepted request body; bigger form posts get 413.
  public var maxBodySize: Int
  /// How often an idle live-update stream sends a comment, so closed connections are noticed.
  public var heartbeat: Duration
  /// Shown in page titles and on the index page.
  public var siteTitle: String

  public init(
    host: String = "127.0.0.1",
    port: Int = 8080,
    dataDirectory: URL = URL(fileURLWithPath: ".data"),
    logLevel: Logger.Level = .info,
    moduleConfiguration: [String: String] = [:],
    maxBodySize: Int = 64 * 1024,
    heartbeat: Duration = .seconds(15),
    siteTitle: String = "ImmutableData"
  ) {
    self.host = host
    self.port = port
    self.dataDirectory = dataDirectory
    self.logLevel = logLevel
    self.moduleConfiguration = moduleConfiguration
    self.maxBodySize = maxBodySize
    self.heartbeat = heartbeat
    self.siteTitle = siteTitle
  }
}
