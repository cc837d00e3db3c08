import CounterData
public import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import Logging

/// The Counter product as a module: one page, two form actions, an in-memory Store.
@MainActor
public final class CounterModule: DomainModule {
  public let slug = "counter"
  public let title = "Counter"
  public let summary = "One number shared by every tab: increment or decrement it and each open page shows the new value."
  private var provider: Provider<CounterStore>?
  private var logger = Logger(label: "immutabledata.counter")

  /// A module that builds its store when the host starts it.
  public init() {}

  public func start(context: ModuleContext) async throws {
    logger = context.logger
    provider = Provider(CounterStore.make(inspection: context.inspection))
    logger.debug("started")
  }

  public var pages: [Page] {
    [
      Page(title: title) { [weak self] request in
        guard let self, let provider else { throw ModuleNotStarted(slug: "counter") }
        return Counter.makeView(provider: provider, slug: slug, request: request)
      }
    ]
  }

  /// Every form the pages post, in one place: one action per form of the component.
  public var actions: [FormAction] {
    [
      FormAction(Counter.IncrementForm.self) { try self.requireProvider() },
      FormAction(Counter.DecrementForm.self) { try self.requireProvider() },
    ]
  }

  /// The store's provider, or `ModuleNotStarted` before `start` and after `shutdown`.
  private func requireProvider() throws -> Provider<CounterStore> {
    guard let provider else { throw ModuleNotStarted(slug: slug) }
    return provider
  }

  /// The page's stylesheet, `Resources/counter.css`.
  public var assets: [ModuleAsset] { Self.bundledAssets }

  /// Read once; a file missing from the bundle is left out (the module's tests check it is there).
  private static let bundledAssets = ["counter.css"].compactMap { try? ModuleAsset(resource: $0, in: .module) }

  /// The current value, as the page shows it.
  public func status() -> String? {
    provider.map { "Value: \($0.store.select(CounterState.selectValue()))" }
  }

  public func shutdown() async {
    provider = nil
  }
}
