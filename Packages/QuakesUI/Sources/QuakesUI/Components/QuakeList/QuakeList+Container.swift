import Foundation
import ImmutableBinding

extension QuakeList {
  /// The only part of the list that reads the store, through the page's shared selectors: the
  /// shown day's sorted quakes and the total.
  @MainActor final class Container {
    let page: QuakesPage

    init(page: QuakesPage) {
      self.page = page
    }

    /// The presenter's plain values; reading them in a region tracks the default day too.
    func presenter(now: Date) -> Presenter {
      Presenter(
        quakes: self.page.shownDay.items,
        totalCount: self.page.quakesCount.output,
        local: self.page.local,
        shownDay: self.page.shownDay.day,
        links: self.page.links,
        now: now
      )
    }
  }
}
