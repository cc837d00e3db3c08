import DomainRegistry

/// What the index page shows of one module, read on the main actor each time the index is
/// rendered, so the status is live.
struct ModuleIndexEntry: Sendable, Equatable {
  let slug: String
  let title: String
  let summary: String
  /// The module's own status, or why it is not running.
  let status: String?
  let isRunning: Bool
}

extension ModuleIndexEntry {
  /// The entry of `module`; a module that failed to start is not asked for a status.
  @MainActor init(_ module: any DomainModule, health: ModuleHealth) {
    let isRunning = health.failure(slug: module.slug) == nil
    self.init(
      slug: module.slug,
      title: module.title,
      summary: module.summary,
      status: isRunning ? module.status() : "Not running: it could not start (open it to see why).",
      isRunning: isRunning
    )
  }
}
