import Foundation
import HashTreeCollections
import ImmutableBinding
import QuakesData

extension QuakesToolbar {
  /// The only part of the toolbar that reads the store: the counts that enable the menus and
  /// the status of the last fetch.
  @MainActor final class Container {
    let local: QuakesLocalState
    let links: QuakesLinks
    /// The page's shown day, shared by its components (the page ends it).
    let shownDay: QuakesShownDay
    let quakes: QuakesSelection<TreeDictionary<Quake.ID, Quake>>.Selector
    let quakesCount: ImmutableBinding.Selector<QuakesStore, Int>
    let quakesStatus: ImmutableBinding.Selector<QuakesStore, Status?>
    let skippedFeatureCount: ImmutableBinding.Selector<QuakesStore, Int>
    private let store: QuakesStore

    init(store: QuakesStore, local: QuakesLocalState, links: QuakesLinks, shownDay: QuakesShownDay) {
      self.store = store
      self.local = local
      self.links = links
      self.shownDay = shownDay
      self.quakes = QuakesSelection.quakes(self.shownDay.search).selector(store)
      self.quakesCount = ImmutableBinding.Selector(store, label: "SelectQuakesCount", outputSelector: QuakesState.selectQuakesCount())
      self.quakesStatus = ImmutableBinding.Selector(store, label: "SelectQuakesStatus", outputSelector: QuakesState.selectQuakesStatus())
      self.skippedFeatureCount = ImmutableBinding.Selector(
        store, label: "SelectSkippedFeatureCount", outputSelector: QuakesState.selectSkippedFeatureCount()
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
      QuakesSelection.quakes(self.shownDay.search).update(self.quakes, self.store)
      return Presenter(
        totalCount: self.quakesCount.output,
        filteredCount: self.quakes.output.count,
        activity: self.activity,
        local: self.local,
        links: self.links
      )
    }

    func cancel() {
      self.quakes.cancel()
      self.quakesCount.cancel()
      self.quakesStatus.cancel()
      self.skippedFeatureCount.cancel()
    }
  }
}
