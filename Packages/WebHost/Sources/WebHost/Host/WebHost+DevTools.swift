import DevToolsInspection
import DevToolsWeb
import DomainRegistry
import Hummingbird
import ImmutableData

/// The host's side of DevTools, kept here so the routes and live streams change by one call each.
extension WebHost {
  /// Largest session file `POST /_devtools/<slug>/import` accepts.
  static let maxSessionSize = 32 * 1024 * 1024

  /// Mounts `/_devtools` when DevTools are on.
  func addDevTools(to router: Router<BasicRequestContext>, modules: [ModuleRoutes], pages: PageCache) {
    guard let inspection else { return }
    let titles = Dictionary(modules.map { ($0.slug, $0.title) }, uniquingKeysWith: { first, _ in first })
    DevToolsRoutes.add(
      to: router, inspection: inspection, titles: titles, maxBodySize: Self.maxSessionSize, gate: configuration.devToolsGate,
      hostStylesheet: HostAssets.path("app.css"))
    // A jump or resume replaces a store's state without an action: rebuild that module's
    // live views so every open tab shows it, and stop serving its cached pages.
    let hub = liveHub
    for module in modules {
      let changes = inspection.viewChanges(slug: module.slug)
      Task { @MainActor in
        for await _ in changes {
          pages.invalidate(slug: module.slug)
          await hub.rebuild(slug: module.slug)
        }
      }
    }
  }

  /// Performs a form action with its origin known to DevTools (`origin`: the action, the page
  /// and the tab it was posted from), or holds it while its module shows a past state (a held
  /// post keeps its origin when it is performed on "Resume").
  nonisolated static func perform(
    _ action: FormAction,
    _ submission: FormSubmission,
    slug: String,
    inspection: ModuleInspection?,
    origin: ActionOrigin
  ) async throws {
    try await ActionOrigin.$current.withValue(origin) {
      guard let inspection else {
        try await action.perform(submission)
        return
      }
      _ = try await inspection.perform(slug: slug) {
        try await ActionOrigin.$current.withValue(origin) {
          try await action.perform(submission)
        }
      }
    }
  }
}
