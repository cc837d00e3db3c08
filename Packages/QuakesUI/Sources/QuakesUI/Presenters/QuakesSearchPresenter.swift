import PageMarkup
import Plot

/// The search box: a GET form, so the search lands in the URL with the rest of the state.
/// It depends on the URL only, so a live update never overwrites what the user is typing.
package struct QuakesSearchPresenter: Sendable {
  package let local: QuakesLocalState
  package let links: QuakesLinks

  package init(local: QuakesLocalState, links: QuakesLinks) {
    self.local = local
    self.links = links
  }
}

extension QuakesSearchPresenter {
  package func body() -> HTMLNode {
    Markup.element(
      "form",
      [
        Markup.attribute("method", "get"),
        Markup.attribute("action", self.links.pagePath),
        Markup.attribute("class", "quakes-search"),
        Markup.attribute("role", "search"),
      ] + Markup.hiddenFields(self.local, excluding: QuakesLocalState.QueryKey.search) + [
        Markup.voidElement(
          "input",
          [
            ("type", "search"), ("name", QuakesLocalState.QueryKey.search),
            ("aria-label", "Search"), ("placeholder", "Search"),
            ("value", self.local.searchText),
          ]
        ),
        Markup.element("button", Markup.attribute("type", "submit"), Markup.text("Search")),
      ]
    )
  }

}
