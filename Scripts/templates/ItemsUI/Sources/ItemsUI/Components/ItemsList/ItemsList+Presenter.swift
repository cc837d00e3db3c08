import DomainRegistry
import ItemsData
import PageMarkup

extension ItemsList {
  /// The filter, the entries and the status line as HTML. Plain values in, escaped HTML out;
  /// never touches the Store.
  struct Presenter: ComponentPresenter {
    /// The entries the filter shows, in order.
    let entries: [Entry]
    let links: ItemsLinks
    /// The tab's view: the filter, kept by every link and every form's `return`.
    let state: ItemsLocalState
    let status: StatusLine

    func body() -> HTMLNode {
      Markup.element(
        "div",
        Markup.attribute("class", "items"),
        filterLinks(),
        entries.isEmpty
          ? Markup.element("p", Markup.attribute("class", "items-empty"), Markup.text("Nothing to show."))
          : Markup.element("ul", [Markup.attribute("class", "items-entries")] + entries.map(row)),
        status.node(className: "items-status")
      )
    }

    /// All / Active / Done as links: the filter is local state, changed by navigating.
    private func filterLinks() -> HTMLNode {
      Markup.element(
        "nav",
        [Markup.attribute("class", "items-filter"), Markup.attribute("aria-label", "Show")]
          + ItemsFilter.allCases.map { filter in
            links.link(filter.title, to: ItemsLocalState(filter: filter), isCurrent: filter == state.filter)
          }
      )
    }

    private func row(_ entry: Entry) -> HTMLNode {
      let id = [(name: EntryForm.idField, value: "\(entry.id)")]
      let toggle = entry.isDone ? "Mark not done" : "Mark done"
      return Markup.element(
        "li",
        Markup.attribute("class", entry.isDone ? "entry done" : "entry"),
        Markup.element("span", Markup.attribute("class", "entry-title"), Markup.text(entry.title)),
        Markup.element("span", Markup.attribute("class", "entry-quantity"), Markup.text("× \(entry.quantity)")),
        links.postButton(
          toggle, form: ToggleForm.name, returningTo: state, fields: id,
          style: ButtonStyle(ariaLabel: "\(toggle): \(entry.title)")),
        links.postButton(
          "Delete", form: DeleteForm.name, returningTo: state, fields: id,
          style: ButtonStyle(className: "danger", ariaLabel: "Delete \(entry.title)"))
      )
    }
  }
}
