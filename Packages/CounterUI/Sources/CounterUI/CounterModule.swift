import CounterData
import DevTools
import DomainRegistry
import ImmutableBinding
import ImmutableData
import Logging

/// The Counter product as a module: one page, two form actions, an in-memory Store.
@MainActor
public final class CounterModule: DomainModule {
  public let slug = "counter"
  public let title = "Counter"
  private var provider: Provider<CounterStore>?
  private var logger = Logger(label: "immutabledata.counter")

  public init() {}

  public func start(context: ModuleContext) async throws {
    logger = context.logger
    provider = Provider(
      StoreInspector.makeStore(
        initialState: CounterState(),
        reducer: CounterReducer.reduce,
        inspection: context.inspection,
        recipe: TestRecipe(imports: ["CounterData"], initialState: "CounterState()", reducer: "CounterReducer.reduce")
      )
    )
    logger.debug("started")
  }

  public var pages: [Page] {
    [
      Page(title: title) { [weak self] request in
        guard let self, let provider else { throw ModuleNotStarted(slug: "counter") }
        return CounterRoot.makeView(provider: provider, slug: slug, request: request)
      }
    ]
  }

  public var actions: [FormAction] {
    CounterEvent.allCases.map { event in
      FormAction(name: event.rawValue) { [weak self] _ in
        guard let self, let provider else { throw ModuleNotStarted(slug: "counter") }
        logger.debug("\(event.rawValue)")
        try CounterContainer.handle(event, dispatcher: provider.dispatcher)
      }
    }
  }

  public func shutdown() async {
    provider = nil
  }
}
