import DevToolsInspection
import Logging
import ServiceLifecycle

/// Writes DevTools' newly recorded steps to its log (``HostConfiguration/devToolsLog``) twice a
/// second, off every dispatch, and once more when the application shuts down, so a restarted
/// instance shows what happened up to its last moment. A failed write is logged (once until
/// one succeeds again) and retried by the next round: the log never stops the app. After the
/// last write the log is closed (its connections, for a log on PostgreSQL).
struct DevToolsLogService: Service {
  let inspection: ModuleInspection
  let logger: Logger
  /// How often new steps are written.
  static let interval = Duration.milliseconds(500)

  func run() async throws {
    // A service that returns before shutdown stops the application: without a log, wait.
    guard await self.inspection.log != nil else {
      try? await gracefulShutdown()
      return
    }
    var failing = false
    while Task.isCancelled == false, Task.isShuttingDownGracefully == false {
      failing = await self.write(wasFailing: failing)
      try? await cancelWhenGracefulShutdown {
        try await Task.sleep(for: Self.interval)
      }
    }
    // The steps of the last half second, the shutdown's included.
    _ = await self.write(wasFailing: failing)
    await self.inspection.log?.close()
  }

  /// One round; returns whether it failed.
  private func write(wasFailing: Bool) async -> Bool {
    do {
      try await self.inspection.writeLog()
      return false
    } catch {
      if wasFailing == false {
        self.logger.error("DevTools could not write its log (retrying): \(String(describing: error))")
      }
      return true
    }
  }
}
