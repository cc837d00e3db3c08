import DomainRegistry
import Foundation
import ImmutableBinding
import PageMarkup
import Plot
import QuakesData

/// The title and subtitle above the map: the selected quake's name and its full date and time
/// in the tab's time zone (in the browser's with script), else "Earthquakes".
@MainActor enum QuakesHeader {
  static func region(_ page: QuakesPage) -> LiveRegion {
    let container = Container(store: page.store, local: page.local)
    page.onTearDown { container.cancel() }
    return LiveRegion(id: "quakes-header") { container.presenter() }
  }
}

extension QuakesHeader {
  /// Reads the selected quake from the store.
  @MainActor final class Container {
    let local: QuakesLocalState
    let quake: ImmutableBinding.Selector<QuakesStore, Quake?>

    init(store: QuakesStore, local: QuakesLocalState) {
      self.local = local
      self.quake = ImmutableBinding.Selector(
        store,
        id: local.selectedQuakeId,
        label: "SelectQuake(quakeId: \(local.selectedQuakeId ?? "nil"))",
        outputSelector: QuakesState.selectQuake(quakeId: local.selectedQuakeId)
      )
    }

    func presenter() -> Presenter {
      Presenter(selectedQuake: self.quake.output.map(QuakeItem.init), timeZone: self.local.calendar.timeZone)
    }

    func cancel() {
      self.quake.cancel()
    }
  }
}

extension QuakesHeader {
  struct Presenter: ComponentPresenter {
    let selectedQuake: QuakeItem?
    let timeZone: TimeZone

    var title: String {
      self.selectedQuake?.name ?? "Earthquakes"
    }

    var subtitle: String? {
      self.selectedQuake.map { QuakeFormatting.fullDateTime($0.time, timeZone: self.timeZone) }
    }

    /// The subtitle as a `<time>`: the instant in UTC, which `quakes.js` shows in the browser's
    /// zone (`data-style="full"`: this long form), and the text in the page's zone.
    private func subtitleNode(_ subtitle: String) -> HTMLNode {
      guard let instant = self.selectedQuake.flatMap({ QuakeFormatting.isoUTC($0.time) }) else {
        return Markup.text(subtitle)
      }
      return Markup.element(
        "time", Markup.attribute("datetime", instant), Markup.attribute("data-style", "full"), Markup.text(subtitle)
      )
    }

    func body() -> HTMLNode {
      Markup.element(
        "header",
        Markup.attribute("class", "quakes-header"),
        Markup.element("h2", Markup.attribute("class", "quakes-title"), Markup.text(self.title)),
        self.subtitle.map { subtitle in
          Markup.element("p", Markup.attribute("class", "quakes-subtitle"), self.subtitleNode(subtitle))
        } ?? .empty
      )
    }
  }
}
