import DomainRegistry
import ImmutableBinding

/// Builds the Counter page for one request. The Counter has no local (per-tab) state, so the
/// request only tells where forms return to.
@MainActor
enum CounterRoot {
  static let regionID = "counter"

  static func makeView(provider: Provider<CounterStore>, slug: String, request: PageRequest) -> PageView {
    let container = CounterContainer(provider: provider)
    let returnTo = request.location
    return PageView(
      regions: [
        LiveRegion(id: regionID) {
          container.presenter(actionURL: { FormAction.path(slug: slug, name: $0.rawValue) }, returnTo: returnTo).render()
        }
      ],
      tearDown: { container.cancel() }
    )
  }
}
