import Foundation
import QuakesData

extension QuakeMap {
  /// The only part of the map that reads the store: the shown day's quakes in the list's order.
  @MainActor final class Container {
    let local: QuakesLocalState
    let links: QuakesLinks
    let worldMapPath: String
    /// The page's shown day, shared by its components (the page ends it).
    let shownDay: QuakesShownDay
    let quakesValues: QuakesSelection<[Quake]>.Selector
    private let store: QuakesStore

    init(store: QuakesStore, local: QuakesLocalState, links: QuakesLinks, shownDay: QuakesShownDay, worldMapPath: String) {
      self.store = store
      self.local = local
      self.links = links
      self.worldMapPath = worldMapPath
      self.shownDay = shownDay
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
      self.quakesValues.cancel()
    }
  }
}
