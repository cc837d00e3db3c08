import DomainRegistry
import PageMarkup
import Plot

/// The toolbar: the Refresh, Delete and Sort menus and the status of the last refresh.
@MainActor enum QuakesToolbar {
  static func region(_ page: QuakesPage) -> LiveRegion {
    let container = Container(page: page)
    page.onTearDown { container.cancel() }
    return LiveRegion(id: "quakes-toolbar") { container.presenter() }
  }
}
