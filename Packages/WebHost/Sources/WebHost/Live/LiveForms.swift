import DevToolsInspection
import DomainRegistry

/// What a tab's live channel needs to apply a module's form as a post of it would be
/// (`LiveEntrance.submit`): the modules' actions by path and what `WebHost.apply` uses.
struct LiveForms: Sendable {
  /// A module's form action, found by its path.
  struct Entry: Sendable {
    let module: ModuleRoutes
    let action: FormAction
  }

  /// Every module's actions by path (`/<slug>/actions/<name>`).
  let actions: [String: Entry]
  let pages: PageRenderer
  let cache: PageCache
  let inspection: ModuleInspection?
  let submissions: SubmissionLedger
  /// The host's limit on a post's body, which a form sent over the channel keeps too.
  let maxBodySize: Int

  init(
    modules: [ModuleRoutes], pages: PageRenderer, cache: PageCache, inspection: ModuleInspection?, submissions: SubmissionLedger,
    maxBodySize: Int
  ) {
    var actions: [String: Entry] = [:]
    for module in modules {
      for action in module.actions {
        actions[FormAction.path(slug: module.slug, name: action.name)] = Entry(module: module, action: action)
      }
    }
    self.actions = actions
    self.pages = pages
    self.cache = cache
    self.inspection = inspection
    self.submissions = submissions
    self.maxBodySize = maxBodySize
  }
}
