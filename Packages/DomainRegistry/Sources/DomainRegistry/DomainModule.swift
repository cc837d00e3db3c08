/// The contract between an app and one domain (Counter, Animals, Quakes, ...).
///
/// A module says who it is, starts from the context the host gives it, describes its pages and
/// the form actions those pages post, and shuts down cleanly. It knows nothing about HTTP: the
/// host turns pages into routes and form posts into `FormSubmission` values.
@MainActor
public protocol DomainModule: AnyObject {
  /// The URL segment the module lives under (`/counter`): lowercase letters, digits and `-`.
  var slug: String { get }
  /// The human-readable name shown on the index page and in page titles.
  var title: String { get }
  /// One sentence saying what the module does, shown under its title on the index page.
  var summary: String { get }
  /// The module's live status in a few words (`Value: 3`, `12 animals`), read each time the
  /// index page is rendered; nil when there is nothing to show, such as before `start`.
  func status() -> String?
  /// Builds the module's Store (and Listeners) from what the host provides. Called once, before
  /// any page is served.
  func start(context: ModuleContext) async throws
  /// The pages of the module; the one with an empty path is served at `/<slug>`.
  var pages: [Page] { get }
  /// The form actions the pages post to.
  var actions: [FormAction] { get }
  /// Extra files the host serves under `/_assets/<slug>/<name>`; stylesheets are linked by every page.
  var assets: [ModuleAsset] { get }
  /// Releases what `start` built (listeners, database connections). Called once, at shutdown.
  func shutdown() async
}

extension DomainModule {
  public var assets: [ModuleAsset] { [] }
  public func shutdown() async {}
}
