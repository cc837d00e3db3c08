import DomainRegistry
import ImmutableBinding
import PageMarkup

/// The Items list: an add form, the All / Active / Done filter, and the entries, each with a
/// button to mark it done (or not done) and one to delete it. Every button is a form post, so
/// the page works without JavaScript.
///
/// The Root reads the request's local state (the filter), builds the Container and the links,
/// and returns two live regions: the add form, which reads nothing from the store (so a change
/// in another tab never re-renders what is being typed), and the list.
@MainActor
enum ItemsList {
  /// The id of the region holding the add form.
  static let formRegionID = "items-add"
  /// The id of the region holding the filter, the entries and the status line.
  static let listRegionID = "items-list"

  /// The Items page for one request; its tear-down releases the Container's selectors.
  static func makeView(provider: Provider<ItemsStore>, slug: String, request: PageRequest) -> PageView {
    let state = ItemsLocalState(query: request.query)
    let links = ItemsLinks(pagePath: "/\(slug)", actionPath: { FormAction.path(slug: slug, name: $0) })
    let container = Container(provider: provider, filter: state.filter)
    let addInput = FormInput(action: AddForm.name, request: request)
    // A refused toggle or delete (the entry is gone) is told in the list's status line.
    let refused = request.submitted.map { FormInput(action: $0.action, submitted: $0) }
    return PageView(
      regions: [
        LiveRegion(id: formRegionID) { AddFormPresenter(input: addInput, links: links, state: state) },
        LiveRegion(id: listRegionID) { container.presenter(links: links, state: state, refused: refused) },
      ],
      tearDown: { container.cancel() }
    )
  }

  /// "2 of 5 done", or "No entries yet": the list's status line and the module's index status.
  static func summary(done: Int, total: Int) -> String {
    total == 0 ? "No entries yet" : "\(done) of \(total) done"
  }
}
