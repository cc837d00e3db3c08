import DomainRegistry

/// What an admitted tab follows: its module, its page location (the hub's key) and how to
/// build the location's view.
struct LiveTarget: Sendable {
  /// The module whose page it is: a tab moves in place only within its module.
  let slug: String
  /// The page location (`/<slug>/<page>?<query>`), the hub's key.
  let key: String
  /// Builds the location's view (when no other tab shows it).
  let makeView: @MainActor @Sendable () throws -> PageView
}
