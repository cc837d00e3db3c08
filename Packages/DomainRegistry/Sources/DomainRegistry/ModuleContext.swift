public import Foundation
public import Logging

/// What the host gives a module when it starts: ``DomainModule/start(context:)`` receives it
/// once, and the module keeps what it needs.
///
/// Everything a module may read from its environment comes through here, so tests start a
/// module with a context of their own (a temporary data directory, a test logger):
///
/// ```swift
/// let context = ModuleContext(
///   dataDirectory: temporaryDirectory,
///   logger: Logger(label: "test"),
///   configuration: ["quakes-feed": "sample"]
/// )
/// try await module.start(context: context)
/// ```
public struct ModuleContext: Sendable {
  /// The app's data directory (`--data-dir`); a module keeps its files in it (e.g. `animals.sqlite`).
  public let dataDirectory: URL
  /// A logger labelled for the module, at the app's log level.
  public let logger: Logger
  /// String options from the command line (`--option quakes-feed=sample`).
  public let configuration: [String: String]
  /// Where the module's store registers for DevTools; nil unless the app runs with `--devtools`.
  public let inspection: InspectionHook?

  /// A context with no settings and without DevTools unless `configuration` and `inspection`
  /// are given.
  public init(
    dataDirectory: URL,
    logger: Logger,
    configuration: [String: String] = [:],
    inspection: InspectionHook? = nil
  ) {
    self.dataDirectory = dataDirectory
    self.logger = logger
    self.configuration = configuration
    self.inspection = inspection
  }
}
