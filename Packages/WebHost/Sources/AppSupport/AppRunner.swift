import ArgumentParser
import DevToolsInspection
public import DomainRegistry
import Logging
import ServerOptions
import WebHost

extension HostOptions {
  /// Registers the app's modules, enables those named by `--modules`, and serves them until
  /// SIGINT/SIGTERM. An app's `run()` is this one call.
  public func serve(
    siteTitle: String,
    extraConfiguration: [String: String] = [:],
    register: @escaping @MainActor @Sendable (ModuleRegistry) throws -> Void
  ) async throws {
    // First, so that a long-running server's RSS stays flat (see AllocatorLimits).
    AllocatorLimits.apply()
    let configuration = try hostConfiguration(siteTitle: siteTitle, extraConfiguration: extraConfiguration)
    do {
      // A log the app cannot reach stops the start here, with its reason, not a page later.
      try await configuration.devToolsLog?.prepare()
    } catch {
      throw ValidationError("--devtools-log: \(error)")
    }
    let enabledSlugs = self.enabledSlugs
    var logger = Logger(label: "immutabledata.metrics")
    logger.logLevel = configuration.logLevel
    try await listen.metrics.serve(logger: logger) {
      try await AppRunner.run(configuration: configuration, enabledSlugs: enabledSlugs, register: register)
    }
  }
}

@MainActor
enum AppRunner {
  static func run(
    configuration: HostConfiguration,
    enabledSlugs: [String]?,
    register: @MainActor (ModuleRegistry) throws -> Void
  ) async throws {
    let registry = ModuleRegistry()
    try register(registry)
    if let enabledSlugs {
      try registry.enable(only: enabledSlugs)
    }
    try await WebHost(registry: registry, configuration: configuration).run()
  }
}
