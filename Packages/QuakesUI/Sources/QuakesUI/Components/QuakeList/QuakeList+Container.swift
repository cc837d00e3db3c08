import Foundation
import ImmutableBinding
import QuakesData

extension QuakeList {
  /// The only part of the list that reads the store: the sorted quakes of the shown day and
  /// the total.
  @MainActor final class Container {
    let local: QuakesLocalState
    let links: QuakesLinks
    /// The page's shown day, shared by its components (the page ends it).
    let shownDay: QuakesShownDay
    let quakesValues: QuakesSelection<[Quake]>.Selector
    let quakesCount: ImmutableBinding.Selector<QuakesStore, Int>
    private let store: QuakesStore

    init(store: QuakesStore, local: QuakesLocalState, links: QuakesLinks, shownDay: QuakesShownDay) {
      self.store = store
      self.local = local
      self.links = links
      self.shownDay = shownDay
      self.quakesValues = self.shownDay.sortedQuakes.selector(store)
      self.quakesCount = ImmutableBinding.Selector(store, label: "SelectQuakesCount", outputSelector: QuakesState.selectQuakesCount())
    }

    /// The presenter's plain values; reading them in a region tracks the default day too.
    func presenter(now: Date) -> Presenter {
      self.shownDay.sortedQuakes.update(self.quakesValues, self.store)
      return Presenter(
        quakes: self.quakesValues.output.map(QuakeItem.init),
        totalCount: self.quakesCount.output,
        local: self.local,
        shownDay: self.shownDay.day,
        links: self.links,
        now: now
      )
    }

    func cancel() {
      self.quakesValues.cancel()
      self.quakesCount.cancel()
    }
  }
}
