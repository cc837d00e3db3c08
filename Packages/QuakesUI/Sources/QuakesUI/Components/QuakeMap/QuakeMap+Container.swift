extension QuakeMap {
  /// The only part of the map that reads the store, through the page's shared selector: the
  /// shown day's quakes in the list's order.
  @MainActor final class Container {
    let page: QuakesPage

    init(page: QuakesPage) {
      self.page = page
    }

    func presenter() -> Presenter {
      Presenter(
        quakes: self.page.shownDay.items,
        local: self.page.local,
        links: self.page.links,
        worldMapPath: self.page.worldMapPath
      )
    }
  }
}
