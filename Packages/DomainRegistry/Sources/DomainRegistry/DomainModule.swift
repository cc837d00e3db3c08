/// The contract between an app and one domain (Counter, Animals, Quakes, ...).
///
/// A module says who it is, starts from the context the host gives it, describes its pages and
/// the form actions those pages post, and shuts down cleanly. It knows nothing about HTTP: the
/// host turns pages into routes and form posts into ``FormSubmission`` values.
///
/// A module is a class (the host keeps one instance for the life of the app) whose store exists
/// only between ``start(context:)`` and ``shutdown()``. The smallest useful one:
///
/// ```swift
/// @MainActor
/// public final class CounterModule: DomainModule {
///   public let slug = "counter"
///   public let title = "Counter"
///   private var provider: Provider<CounterStore>?
///
///   public init() {}
///
///   public func start(context: ModuleContext) async throws {
///     provider = Provider(CounterStore.make(inspection: context.inspection))
///   }
///
///   public var pages: [Page] {
///     [
///       Page(title: title) { [weak self] request in
///         guard let self, let provider else { throw ModuleNotStarted(slug: "counter") }
///         return Counter.makeView(provider: provider, slug: slug, request: request)
///       }
///     ]
///   }
///
///   public var actions: [FormAction] {
///     [FormAction(Counter.IncrementForm.self) { try self.requireProvider() }]
///   }
///
///   private func requireProvider() throws -> Provider<CounterStore> {
///     guard let provider else { throw ModuleNotStarted(slug: slug) }
///     return provider
///   }
/// }
/// ```
///
/// ``summary``, ``status()``, ``assets`` and ``shutdown()`` have defaults (nothing), so a
/// module writes only what it has.
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
  /// No assets: the pages use the host's stylesheet alone.
  public var assets: [ModuleAsset] { [] }
  /// Nothing to release: a module whose store lives only in memory needs no clean-up.
  public func shutdown() async {}
}
