import DomainRegistry
import ImmutableBinding
import PageMarkup
import QuakesData

extension QuakesToolbar {
  /// The only part of the toolbar that reads the store: the counts that enable the menus (from
  /// the page's shared selectors) and the status of the last fetch.
  @MainActor final class Container {
    let page: QuakesPage
    let quakesStatus: ImmutableBinding.Selector<QuakesStore, Status?>
    let skippedFeatureCount: ImmutableBinding.Selector<QuakesStore, Int>

    init(page: QuakesPage) {
      self.page = page
      self.quakesStatus = ImmutableBinding.Selector(
        page.store, label: "SelectQuakesStatus", outputSelector: QuakesState.selectQuakesStatus()
      )
      self.skippedFeatureCount = ImmutableBinding.Selector(
        page.store, label: "SelectSkippedFeatureCount", outputSelector: QuakesState.selectSkippedFeatureCount()
      )
    }

    /// What the store is doing, as the status line says it.
    var activity: QuakesActivity {
      switch self.quakesStatus.output {
      case .waiting:
        .refreshing
      case .failure(error: let message):
        .failed(message: message)
      case nil, .empty, .success:
        switch self.skippedFeatureCount.output {
        case 0: .idle
        case 1: .notice(message: "Skipped 1 feature of the feed: a number was out of range.")
        case let count: .notice(message: "Skipped \(count) features of the feed: numbers were out of range.")
        }
      }
    }

    func presenter() -> Presenter {
      Presenter(
        totalCount: self.page.quakesCount.output,
        filteredCount: self.page.shownDay.quakes.count,
        activity: self.activity,
        local: self.page.local,
        links: self.page.links,
        refused: FormInput(action: self.page.submitted?.action ?? "", submitted: self.page.submitted)
      )
    }

    func cancel() {
      self.quakesStatus.cancel()
      self.skippedFeatureCount.cancel()
    }
  }
}
