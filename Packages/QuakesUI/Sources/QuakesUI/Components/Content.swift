import DomainRegistry
import Foundation
import ImmutableBinding
import PageMarkup
import QuakesData

/// The Quakes page's Root: builds the page for one request. The local state comes from the
/// URL; the toolbar, the search, the header, the list with its footer, and the map are each a
/// live region with its own Container over the one store.
@MainActor
enum Content {
  static func makeView(
    provider: Provider<QuakesStore>,
    slug: String,
    request: PageRequest,
    now: @escaping @Sendable () -> Date,
    worldMapPath: String,
    scriptPath: String
  ) throws -> PageView {
    // The book dispatches this when the list appears; it only matters before the first load.
    try provider.dispatcher.dispatch(action: .ui(.quakeList(.onAppear)))
    let page = QuakesPage(
      provider: provider,
      local: QuakesLocalState(query: request.query),
      links: QuakesLinks(pagePath: "/\(slug)") { form in FormAction.path(slug: slug, name: form.rawValue) },
      now: now,
      worldMapPath: worldMapPath,
      scriptPath: scriptPath,
      submitted: request.submitted
    )
    return PageView(
      regions: [
        QuakesToolbar.region(page),
        QuakesSearchForm.region(page),
        QuakesHeader.region(page),
      ] + QuakeList.regions(page) + [
        QuakeMap.region(page)
      ],
      tearDown: { page.tearDown() }
    )
  }
}
