import DomainRegistry
import ImmutableBinding
import ItemsData
import Logging

/// The Items product as a module: one page listing the entries, three form actions, one Store.
@MainActor
public final class ItemsModule: DomainModule {
  /// The page's path (`/items`), its assets' folder and its `--modules` name.
  public let slug = "items"
  /// The page's title and the index's link.
  public let title = "Items"
  /// The index's sentence about the module.
  public let summary = "A list every tab shares: add entries, mark them done, delete them, and show All, Active or Done."
  private var provider: Provider<ItemsStore>?
  private var logger = Logger(label: "immutabledata.items")

  /// A module that builds its store when the host starts it.
  public init() {}

  /// Builds the store (`ItemsStore.make(inspection:)`) and opens what it keeps its entries in
  /// (`ItemsStore.open(context:)`).
  public func start(context: ModuleContext) async throws {
    logger = context.logger
    let store = ItemsStore.make(inspection: context.inspection)
    try await store.open(context: context)
    provider = Provider(store)
    logger.debug("started")
  }

  /// The one page, `/items`.
  public var pages: [Page] {
    [
      Page(title: title) { [weak self] request in
        guard let self, let provider else { throw ModuleNotStarted(slug: "items") }
        return ItemsList.makeView(provider: provider, slug: slug, request: request)
      }
    ]
  }

  /// Every form the page posts, in one place: one action per form of the component.
  public var actions: [FormAction] {
    [
      FormAction(ItemsList.AddForm.self) { try self.requireProvider() },
      FormAction(ItemsList.ToggleForm.self) { try self.requireProvider() },
      FormAction(ItemsList.DeleteForm.self) { try self.requireProvider() },
    ]
  }

  /// The store's provider, or `ModuleNotStarted` before `start` and after `shutdown`.
  private func requireProvider() throws -> Provider<ItemsStore> {
    guard let provider else { throw ModuleNotStarted(slug: slug) }
    return provider
  }

  /// The page's stylesheet, `Resources/items.css`.
  public var assets: [ModuleAsset] { Self.bundledAssets }

  /// Read once; a file missing from the bundle is left out (the module's tests check it is there).
  private static let bundledAssets = ["items.css"].compactMap { try? ModuleAsset(resource: $0, in: .module) }

  /// How many entries are done, as the page's status line says it.
  public func status() -> String? {
    provider.map { provider in
      ItemsList.summary(
        done: provider.store.select(ItemsState.selectCount(filter: .done)),
        total: provider.store.select(ItemsState.selectCount(filter: .all))
      )
    }
  }

  /// Waits for the store's work to settle (see `ItemsStore.settle()`), then releases the store;
  /// the pages and forms answer `ModuleNotStarted` from now on.
  public func shutdown() async {
    await provider?.store.settle()
    provider = nil
  }
}
