import Foundation
import QuakesData

extension QuakeMap {
  /// The only part of the map that reads the store: the shown day's quakes in the list's order.
  @MainActor final class Container {
    let local: QuakesLocalState
    let links: QuakesLinks
    let worldMapPath: String
    let shownDay: QuakesShownDay
    let quakesValues: QuakesSelection<[Quake]>.Selector
    private let store: QuakesStore

    init(store: QuakesStore, local: QuakesLocalState, links: QuakesLinks, today: Date, worldMapPath: String) {
      self.store = store
      self.local = local
      self.links = links
      self.worldMapPath = worldMapPath
      self.shownDay = QuakesShownDay(store: store, local: local, today: today)
      self.quakesValues = self.shownDay.sortedQuakes.selector(store)
    }

    func presenter() -> Presenter {
      self.shownDay.sortedQuakes.update(self.quakesValues, self.store)
      return Presenter(
        quakes: self.quakesValues.output.map(QuakeItem.init),
        local: self.local,
        links: self.links,
        worldMapPath: self.worldMapPath
      )
    }

    func cancel() {
      self.shownDay.cancel()
      self.quakesValues.cancel()
    }
  }
}
