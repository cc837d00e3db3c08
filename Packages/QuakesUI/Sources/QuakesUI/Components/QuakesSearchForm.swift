import DomainRegistry
import PageMarkup
import Plot

/// The search box: a GET form, so the search lands in the URL with the rest of the state.
/// `quakes.js` submits it as the user types (debounced); without script its button does.
///
/// It reads nothing from the store, so a live update redraws it only when the tab's state in
/// the stream's URL differs from the page's (the first visit, before the browser's zone was in
/// the URL); `quakes.js` then keeps what the user typed. The page's script is loaded from this
/// region: a script set by a redraw does not run again. The script is neither deferred nor
/// async: it runs while the body is parsed, so its `history.replaceState` puts the browser's
/// zone in the URL before the host's deferred `live.js` reads the URL to open the page's stream.
@MainActor enum QuakesSearchForm {
  static func region(_ page: QuakesPage) -> LiveRegion {
    let presenter = Presenter(local: page.local, links: page.links)
    let script = "<script src=\"\(Markup.escapedAttribute(page.scriptPath))\"></script>"
    return LiveRegion(id: "quakes-search") { presenter.body().render() + script }
  }
}

extension QuakesSearchForm {
  struct Presenter: ComponentPresenter {
    let local: QuakesLocalState
    let links: QuakesLinks

    func body() -> HTMLNode {
      Markup.element(
        "form",
        [
          Markup.attribute("method", "get"),
          Markup.attribute("action", self.links.pagePath),
          Markup.attribute("class", "quakes-search"),
          Markup.attribute("role", "search"),
        ] + Markup.hiddenFields(self.local, excluding: [QuakesLocalState.QueryKey.search]) + [
          Markup.voidElement(
            "input",
            [
              ("type", "search"), ("name", QuakesLocalState.QueryKey.search),
              ("aria-label", "Search"), ("placeholder", "Search"),
              ("value", self.local.searchText),
            ]
          ),
          Markup.submitButton("Search"),
        ]
      )
    }
  }
}
