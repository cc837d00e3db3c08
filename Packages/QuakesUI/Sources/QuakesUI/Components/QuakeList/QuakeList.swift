import DomainRegistry
import Plot

/// The list of the day's matching quakes, and the footer under it: the counts, the time zone
/// and the date filter.
@MainActor enum QuakeList {
  /// The list region and the footer region of `page`, from one Container.
  static func regions(_ page: QuakesPage) -> [LiveRegion] {
    let container = Container(page: page)
    return [
      LiveRegion(id: "quakes-list") { container.presenter(now: page.now()).list().render() },
      LiveRegion(id: "quakes-footer") { container.presenter(now: page.now()).footer().render() },
    ]
  }
}
