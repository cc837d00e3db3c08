import DevTools
public import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import Logging
import PageMarkup
import QuakesData
import Services

/// The Quakes product as a module: a list and a world map of USGS earthquakes, cached in
/// `<data-dir>/quakes.sqlite`.
///
/// Configuration: `quakes-feed` = `usgs` (default), `sample` (the bundled snapshots, served by
/// this app under `/_assets/quakes/summary/`) or a base URL; `base-url` = where this app itself
/// is reachable, which `sample` needs.
@MainActor
public final class QuakesModule: DomainModule {
  public let slug = "quakes"
  public let title = "Quakes"
  private(set) var running: Running?
  private var logger = Logger(label: "immutabledata.quakes")
  private let now: @Sendable () -> Date

  public init() {
    self.now = { Date() }
  }

  /// The Listener that joins the store to the SQLite cache and the feed.
  typealias QuakesListener = Listener<LocalStore, RemoteStore<QuakesFeedSession>>

  /// What `start` built; released by `shutdown`.
  struct Running {
    let provider: Provider<QuakesStore>
    let localStore: LocalStore
    let listener: QuakesListener
  }

  /// The calendar of a page without a time zone (no script): days start at midnight UTC, as
  /// QuakesData's day filter does by default, and the page says "UTC".
  static let calendar: Calendar = QuakesLocalState().calendar

  public func start(context: ModuleContext) async throws {
    self.logger = context.logger
    // The book's debug flag: `--log-level trace` adds the Listener's old state, action and new
    // state for every action (too much for `debug`: a state holds thousands of quakes).
    if context.logger.logLevel <= .trace { QuakesLog.level = .debug }
    let feed = try QuakesFeed(argument: context.configuration[Self.feedOption] ?? "usgs")
    let ownBaseURL = try Self.ownBaseURL(context.configuration)
    let remoteBaseURL = feed.baseURL(sampleBaseURL: ownBaseURL.appending(path: String(ModuleAsset.folder(slug: self.slug).dropFirst())))
    let databaseURL = context.dataDirectory.appending(path: "quakes.sqlite")
    let store = QuakesStore.make(inspection: context.inspection)
    let localStore = try LocalStore(url: databaseURL)
    let listener = QuakesListener(localStore: localStore, remoteStore: RemoteStore.feed(baseURL: remoteBaseURL))
    listener.listen(to: store)
    let provider = Provider(store)
    self.running = Running(provider: provider, localStore: localStore, listener: listener)
    if case .failure(let error) = WorldMap.bundledSVG {
      self.logger.error("The map has no country outlines: \(error)")
    }
    self.logger.info("feed \(remoteBaseURL.displayString), cache \(databaseURL.path)")
    // Cached quakes appear at launch, before any page asks and before any refresh.
    try provider.dispatcher.dispatch(action: .ui(.quakeList(.onAppear)))
  }

  /// One page: the toolbar, the search, the header, the list with its footer, and the map,
  /// each a component with its own Container over the one store.
  public var pages: [Page] {
    [
      Page(title: self.title) { [weak self] request in
        guard let self, let running = self.running else { throw ModuleNotStarted(slug: "quakes") }
        return try Content.makeView(
          provider: running.provider,
          slug: self.slug,
          request: request,
          now: self.now,
          worldMapPath: Self.assetPath(slug: self.slug, name: Self.worldMapAsset),
          scriptPath: Self.assetPath(slug: self.slug, name: Self.scriptAsset)
        )
      }
    ]
  }

  /// The module's forms, listed in one place: the toolbar's three (``QuakesToolbar/Form``).
  public var actions: [FormAction] {
    [
      FormAction(QuakesToolbar.RefreshForm.self) { try self.requireProvider() },
      FormAction(QuakesToolbar.DeleteSelectedForm.self) { try self.requireProvider() },
      FormAction(QuakesToolbar.DeleteAllForm.self) { try self.requireProvider() },
    ]
  }

  /// The store's provider, or `ModuleNotStarted` before `start` and after `shutdown`.
  private func requireProvider() throws -> Provider<QuakesStore> {
    guard let running = self.running else { throw ModuleNotStarted(slug: self.slug) }
    return running.provider
  }

  /// Decodes and dispatches one form post, as the host does (without waiting for its work).
  func perform(_ form: QuakesToolbar.Form, fields: [String: String]) throws {
    let provider = try self.requireProvider()
    let submission = FormSubmission(fields: fields)
    let post: any QuakesToolbarForm =
      switch form {
      case .refresh: try QuakesToolbar.RefreshForm(submission)
      case .deleteSelected: try QuakesToolbar.DeleteSelectedForm(submission)
      case .deleteAll: try QuakesToolbar.DeleteAllForm(submission)
      }
    try post.dispatch(to: provider)
  }

  public func shutdown() async {
    guard let running = self.running else { return }
    await Self.waitForCache(running, logger: self.logger)
    self.running = nil
  }

  /// Gives the Listener's last writes (a refresh just received, a delete just tapped) up to five
  /// seconds to reach the cache, so the next launch shows what this one showed.
  ///
  /// QuakesData's Listener cannot be asked to finish its pending work; until it can, the cache
  /// holding as many quakes as the store is the sign that it is done.
  private static func waitForCache(_ running: Running, logger: Logger) async {
    let expected = running.provider.store.select(QuakesState.selectQuakesCount())
    for _ in 0..<100 {
      if (try? await running.localStore.fetchLocalQuakesQuery().count) == expected { return }
      try? await Task.sleep(for: .milliseconds(50))
    }
    logger.warning("the cache did not reach \(expected) quakes before shutdown")
  }
}

extension QuakesModule {
  /// The configuration key of the feed (`--quakes-feed`).
  nonisolated public static let feedOption = "quakes-feed"
  /// The configuration key of this app's own base URL (`http://127.0.0.1:<port>/`).
  nonisolated public static let baseURLOption = "base-url"

  private static func ownBaseURL(_ configuration: [String: String]) throws -> URL {
    let text = configuration[Self.baseURLOption] ?? "http://127.0.0.1:8080/"
    guard let url = URL(string: text.hasSuffix("/") ? text : text + "/"), url.host != nil else {
      throw QuakesFeed.ParseError(value: text)
    }
    return url
  }
}

extension QuakesModule {
  /// The module settings an app passes for `--quakes-feed <feed>` when it listens on
  /// `host:port`: the feed, and the app's own address, which the `sample` feed is fetched from.
  nonisolated public static func configuration(feed: String, host: String, port: Int) -> [String: String] {
    // A server bound to every interface is still reached on loopback by itself.
    let ownHost = ["0.0.0.0", "::", "", "localhost"].contains(host) ? "127.0.0.1" : host
    let bracketed = ownHost.contains(":") ? "[\(ownHost)]" : ownHost
    return [Self.feedOption: feed, Self.baseURLOption: "http://\(bracketed):\(port)/"]
  }

  /// Checks a `--quakes-feed` value before anything starts; the error says what is accepted.
  nonisolated public static func validateFeed(_ feed: String) throws {
    _ = try QuakesFeed(argument: feed)
  }
}
