import DomainRegistry
import Foundation
import ImmutableBinding

/// Builds the Quakes page for one request: the local state comes from the URL, the regions
/// come from one Container.
@MainActor
enum QuakesRoot {
  static func makeView(
    provider: Provider<QuakesStore>,
    defaultDay: QuakesDefaultDay,
    slug: String,
    request: PageRequest,
    now: @escaping @Sendable () -> Date
  ) -> PageView {
    let links = QuakesLinks(pagePath: "/\(slug)") { action in
      FormAction.path(slug: slug, name: action.rawValue)
    }
    let container = QuakesContainer(
      provider: provider,
      local: QuakesLocalState(query: request.query),
      defaultDay: defaultDay,
      links: links,
      calendar: QuakesModule.calendar,
      worldMapPath: QuakesModule.assetPath(slug: slug, name: QuakesModule.worldMapAsset)
    )
    let scriptPath = QuakesModule.assetPath(slug: slug, name: QuakesModule.scriptAsset)
    return PageView(
      regions: [
        LiveRegion(id: "quakes-toolbar") { container.toolbarPresenter().body().render() },
        LiveRegion(id: "quakes-search") {
          // Reads nothing observable: a live update never overwrites what the user types.
          QuakesSearchPresenter(local: container.local, links: links).body().render()
            + "<script src=\"\(scriptPath)\" defer></script>"
        },
        LiveRegion(id: "quakes-header") { container.headerPresenter().body().render() },
        LiveRegion(id: "quakes-list") { container.listPresenter(now: now()).list().render() },
        LiveRegion(id: "quakes-map") { container.mapPresenter().body().render() },
        LiveRegion(id: "quakes-footer") { container.listPresenter(now: now()).footer().render() },
      ],
      tearDown: { container.cancel() }
    )
  }
}
