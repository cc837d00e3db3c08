public import Foundation

/// One recorded step as DevTools' persistent log keeps it: the rendered (and redacted) step,
/// the module that recorded it, and the run of the app it happened in.
public struct LoggedStep: Sendable, Equatable, Codable {
  /// The run of the app (one process, from start to exit) that recorded the step.
  public let boot: InspectionBoot
  /// The module's slug.
  public let module: String
  /// The step as the page shows it: rendered and redacted before it was written.
  public let step: InspectedStep

  /// A step of `module` recorded in `boot`.
  public init(boot: InspectionBoot, module: String, step: InspectedStep) {
    self.boot = boot
    self.module = module
    self.step = step
  }
}

/// One run of an app whose DevTools wrote to the log: a restarted or replaced instance starts
/// a new one, so its history reads as earlier runs.
public struct InspectionBoot: Sendable, Hashable, Codable {
  /// A random id, unique to this run.
  public let id: String
  /// Which instance ran: the app's `--instance` name, or its host and port.
  public let instance: String
  /// When the run started.
  public let started: Date

  /// A run of `instance` that started at `started`; `id` is random unless given.
  ///
  /// ```swift
  /// InspectionBoot(instance: "showcase-2")
  /// ```
  public init(id: String = InspectionBoot.randomID(length: 12), instance: String, started: Date = Date()) {
    self.id = id
    self.instance = instance
    self.started = started
  }

  /// `length` random lowercase letters and digits (from the system's random source).
  public static func randomID(length: Int) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<Swift.max(1, length)).map { _ in alphabet[Int.random(in: 0..<alphabet.count)] })
  }
}

/// Where DevTools' history outlives the process: SQLite in the data directory (DevToolsLog's
/// `SQLiteInspectionLog`), PostgreSQL for instances on several machines (DevToolsLog's
/// `PostgresInspectionLog`), or any store an app provides. ``ModuleInspection`` writes to it off
/// the dispatch path (``ModuleInspection/writeLog()``), and the page reads earlier runs from it.
public protocol InspectionLog: Sendable {
  /// Adds `steps` (in order); the log drops its oldest steps past its bounds.
  func append(_ steps: [LoggedStep]) async throws
  /// At most `limit` steps of `module`, newest first, from every run but `excluding` (the
  /// current one, whose steps the page shows live).
  func steps(module: String, excluding boot: String?, limit: Int) async throws -> [LoggedStep]
  /// Keeps `report` until it expires; the log drops expired reports and its oldest past its bound.
  func store(_ report: InspectionReport) async throws
  /// The report `id`, nil when there is none or it expired.
  func report(id: String) async throws -> InspectionReport?
  /// Makes the log ready to use (a server's tables, say) or throws why it cannot be; the host
  /// calls it once before it serves, so a log it cannot reach stops the start with its reason.
  func prepare() async throws
  /// Lets go of what the log holds (connections); the host calls it after the last write.
  func close() async
}

extension InspectionLog {
  /// Nothing to prepare: a log ready once made.
  public func prepare() async throws {}
  /// Nothing to let go.
  public func close() async {}
}
