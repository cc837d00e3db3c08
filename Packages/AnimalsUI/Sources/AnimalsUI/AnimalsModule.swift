import AnimalsData
import AnimalsFeed
public import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import Logging
import Services

/// The Animals product as a module: categories, animals and an editor, persisted in
/// `<data-dir>/animals.sqlite`, which starts with the sample data.
///
/// Configuration: `animals-store` = `local` (the default) or an AnimalsServer URL; with a
/// server, the module also follows the server's change feed, so changes other clients commit
/// (other tabs, other app instances, other servers on a shared PostgreSQL) appear live.
@MainActor
public final class AnimalsModule: DomainModule {
  /// The page lives at `/animals`; its forms post to `/animals/actions/<form>`.
  public let slug = "animals"
  /// The title of the page and of its link on the index.
  public let title = "Animals"
  private(set) var running: Running?
  var logger = Logger(label: "immutabledata.animals")
  private let makePersistentStore: @MainActor (URL) throws -> any PersistentSessionPersistentStore
  private let makeNewAnimalId: @Sendable () -> String
  /// How long the start waits for the first fetches.
  var settleLimit: Duration = .seconds(5)

  /// The module on AnimalsData's SQLite `LocalStore`.
  public convenience init() {
    self.init(persistentStore: { url in try PersistentStoreOption.local.makePersistentStore(databaseFile: url) })
  }

  /// The module on any persistent store (tests use a double).
  init(
    persistentStore: @escaping @MainActor (URL) throws -> any PersistentSessionPersistentStore,
    newAnimalId: @escaping @Sendable () -> String = { UUID().uuidString }
  ) {
    self.makePersistentStore = persistentStore
    self.makeNewAnimalId = newAnimalId
  }

  /// What `start` built; released by `shutdown`.
  struct Running {
    let provider: Provider<AnimalsStore>
    /// The AnimalsData Listener (its type names the persistent store's type).
    let listener: AnyObject
    /// Follows a server's change feed (remote stores only); cancelled by `shutdown`.
    let changeFeed: Task<Void, Never>?
  }

  /// Opens the persistent store (the SQLite file, or the AnimalsServer), builds the store and
  /// its Listener, and waits (bounded) for the first fetches, so the first page shows data.
  public func start(context: ModuleContext) async throws {
    self.logger = context.logger
    // The book's debug flag: `--log-level trace` adds the Listener's old state, action and new
    // state for every action (too much for `debug`).
    if context.logger.logLevel <= .trace { AnimalsLog.level = .debug }
    let option = try Self.storeOption(context.configuration[Self.storeOption] ?? "local")
    let databaseURL = context.dataDirectory.appending(path: Self.databaseName)
    let store = AnimalsStore.make(inspection: context.inspection)
    let persistentStore: any PersistentSessionPersistentStore
    var changeFeed: Task<Void, Never>?
    switch option {
    case .local:
      persistentStore = try self.makePersistentStore(databaseURL)
      self.logger.info("data \(databaseURL.path)")
    case .remote(let baseURL):
      persistentStore = try option.makePersistentStore(dataDirectory: context.dataDirectory)
      self.logger.info("data on the AnimalsServer at \(baseURL.displayString), following its change feed")
      let follower = ChangeFeedListener(feed: RemoteChangeFeed(baseURL: baseURL), store: AnyPersistentStore(persistentStore))
      // Owned by the module: cancelled in `shutdown`.
      changeFeed = Task {
        await follower.run { action in
          try? store.dispatch(action: action)
        }
      }
    }
    let listener = Self.startListener(persistentStore, store: store)
    let provider = Provider(store)
    self.running = Running(provider: provider, listener: listener, changeFeed: changeFeed)
    // The book fetches when the lists first appear; fetching once at launch as well means the
    // very first page (also without script) already shows the data instead of "Loading…".
    try provider.dispatcher.dispatch(action: .ui(.categoryList(.onAppear)))
    try provider.dispatcher.dispatch(action: .ui(.animalList(.onAppear)))
    await store.wait(limit: self.settleLimit) { $0.isIdle }
    for status in [store.select(AnimalsState.selectCategoriesStatus()), store.select(AnimalsState.selectAnimalsStatus())] {
      if case .failure(let error) = status {
        self.logger.error("loading the data failed: \(error)")
      }
    }
  }

  /// The one page: the three columns, the editor and the confirmations.
  public var pages: [Page] {
    [
      Page(title: self.title) { [weak self] request in
        guard let self, let running = self.running else { throw ModuleNotStarted(slug: "animals") }
        return try Content.makeView(
          provider: running.provider,
          slug: self.slug,
          request: request,
          newAnimalId: self.makeNewAnimalId()
        )
      }
    ]
  }

  /// Lets a reload in flight reach the file (bounded), stops following the change feed and
  /// releases the store.
  public func shutdown() async {
    guard let running = self.running else { return }
    // A reload still running gets a moment to reach the file.
    await running.provider.store.wait(limit: .seconds(2)) { $0.isIdle }
    running.changeFeed?.cancel()
    await running.changeFeed?.value
    self.running = nil
  }

  /// A Listener for `persistentStore`, listening to `store`.
  private static func startListener(
    _ persistentStore: some PersistentSessionPersistentStore,
    store: AnimalsStore
  ) -> AnyObject {
    let listener = Listener(store: persistentStore)
    listener.listen(to: store)
    return listener
  }
}

extension AnimalsModule {
  /// What users do on the page, one `FormAction` per form; each form is read in its
  /// component's file (field names, decoding into the action, dispatch).
  public var actions: [FormAction] {
    [
      self.formAction(CategoryList.Form.self),
      self.formAction(AnimalList.Form.self),
      self.formAction(AnimalEditor.AddForm.self),
      self.formAction(AnimalEditor.UpdateForm.self),
    ]
  }

  /// The stylesheet and the script (`Resources/animals.css`, `Resources/animals.js`), served
  /// under `/_assets/animals/`.
  public var assets: [ModuleAsset] { Self.bundledAssets }

  /// Read once; a file missing from the bundle is left out (the module's tests check both are there).
  private static let bundledAssets = [AnimalsModule.stylesheetAsset, AnimalsModule.scriptAsset].compactMap {
    try? ModuleAsset(resource: $0, in: .module)
  }

  static let stylesheetAsset = "animals.css"
  static let scriptAsset = "animals.js"

  /// Where the host serves the asset `name` of the module `slug`.
  static func assetPath(slug: String, name: String) -> String {
    ModuleAsset.path(slug: slug, name: name)
  }

  /// The form `Form` as the module's action: the host reads it, dispatches it to the store's
  /// provider and waits (bounded) for the Listener's work, so the redirect lands on the outcome.
  private func formAction<Form: AnimalsForm>(_: Form.Type) -> FormAction {
    FormAction(Form.self) { [weak self] in
      guard let self, let running = self.running else { throw ModuleNotStarted(slug: "animals") }
      return running.provider
    }
  }

  /// Posts `fields` to the form action `action`, as the host does.
  func perform(_ action: AnimalsFormAction, fields: [String: String]) async throws {
    guard let formAction = self.actions.first(where: { $0.name == action.rawValue }) else {
      throw FormError.invalidField("action", reason: "There is no form action “\(action.rawValue)”.")
    }
    try await formAction.perform(FormSubmission(fields: fields))
  }
}
