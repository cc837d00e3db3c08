import AnimalsData
import ImmutableBinding

extension CategoryList {
  /// Selects the sorted categories and their status; maps the list's events to actions.
  @MainActor package final class Container {
    private let categories: SelectCategoriesValues
    private let status: SelectCategoriesStatus
    private let local: AnimalsLocalState
    private let links: AnimalsLinks

    package init(provider: Provider<AnimalsStore>, local: AnimalsLocalState, links: AnimalsLinks) {
      self.categories = SelectCategoriesValues(provider.store)
      self.status = SelectCategoriesStatus(provider.store)
      self.local = local
      self.links = links
    }

    /// Reading the selectors here (inside the host's observation tracking) makes the region live.
    package func presenter() -> CategoryList.Presenter {
      CategoryList.Presenter(
        categories: self.categories.wrappedValue.map(CategoryItem.init),
        status: self.status.wrappedValue,
        local: self.local,
        links: self.links
      )
    }

    package func cancel() {
      self.categories.selector.cancel()
      self.status.selector.cancel()
    }
  }
}

extension CategoryList.Container {
  package static func onAppear(dispatcher: ImmutableBinding.Dispatcher<AnimalsStore>) throws {
    try dispatcher.dispatch(action: .ui(.categoryList(.onAppear)))
  }

  package static func onReloadSampleData(dispatcher: ImmutableBinding.Dispatcher<AnimalsStore>) throws {
    try dispatcher.dispatch(action: .ui(.categoryList(.onTapReloadSampleDataButton)))
  }
}
