public import DomainRegistry
import ImmutableBinding
import ImmutableData

/// The tally as a module a web host serves at `/tally`: one page, one form.
@MainActor public final class TallyModule: DomainModule {
  public let slug = "tally"
  public let title = "Tally"
  public let summary = "Adds up the amounts you enter."
  private var provider: Provider<Store<TallyState, TallyAction>>?

  /// A module whose store is made when the host starts it.
  public init() {}

  public func start(context: ModuleContext) async throws {
    self.provider = Provider(Store(initialState: TallyState(), reducer: TallyReducer.reduce))
  }

  public var pages: [Page] {
    [
      Page(title: self.title) { [weak self] request in
        guard let self, let provider = self.provider else { throw ModuleNotStarted(slug: "tally") }
        return TallyPage.makeView(provider: provider, slug: self.slug, request: request)
      }
    ]
  }

  public var actions: [FormAction] {
    [
      FormAction(TallyPage.AddForm.self) { [weak self] in
        guard let provider = self?.provider else { throw ModuleNotStarted(slug: "tally") }
        return provider
      }
    ]
  }

  public func status() -> String? {
    self.provider.map { "Total: \($0.store.select(TallyState.selectTotal()))" }
  }

  public func shutdown() async {
    self.provider = nil
  }
}
