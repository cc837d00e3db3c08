import Foundation
import ImmutableBinding
import QuakesData

/// How the page's selector of the shown day's quakes is built: its parameters (the search and
/// the sort, which are its `id`), its debug label, and its output (the matching quakes, sorted).
///
/// The same description builds the selector on a page's first read and rebuilds it when the
/// parameters changed (another default day). It recomputes only after actions that can change
/// quakes (filter, O(1)); its observers hear of it only when the sorted quakes changed.
struct QuakesSelection: Sendable, Hashable {
  typealias Selector = ImmutableBinding.Selector<QuakesStore, [Quake]>

  let search: QuakesSearch
  let sort: QuakesSortParameter
  let order: QuakesSortOrder

  init(_ search: QuakesSearch, sort: QuakesSortParameter, order: QuakesSortOrder) {
    self.search = search
    self.sort = sort
    self.order = order
  }

  /// The selector's id: equal selections share a selector, another one rebuilds it.
  private var id: AnyHashable { AnyHashable(self) }

  /// The debug-log label with every parameter, as the book's labels carry theirs.
  var label: String { self.search.label("SelectQuakesValues", "sort: \(self.sort), order: \(self.order)") }

  /// `existing` if it was built from these parameters on `store`, else `existing` rebuilt from
  /// them, or a new selector when there is none yet.
  @MainActor func selector(updating existing: Selector? = nil, in store: QuakesStore) -> Selector {
    // Checked first, so a render that changes nothing builds no closures.
    if let existing, existing.store === store, existing.id == self.id { return existing }
    let (id, label, filter, output) = (self.id, self.label, QuakesFilter.filterQuakes(), self.output)
    guard let existing else { return Selector(store, id: id, label: label, filter: filter, outputSelector: output) }
    existing.update(store, id: id, label: label, filter: filter, outputSelector: output)
    return existing
  }

  /// The day's matching quakes in the URL's sort.
  private var output: @Sendable (QuakesState) -> [Quake] {
    let order: SortOrder = self.order == .forward ? .forward : .reverse
    let (text, date, timeZone) = (self.search.text, self.search.date, self.search.timeZone)
    return switch self.sort {
    case .time:
      QuakesState.selectQuakesValues(
        searchText: text, searchDate: date, sort: \Quake.time, order: order, matching: QuakesSearch.matching, timeZone: timeZone)
    case .magnitude:
      QuakesState.selectQuakesValues(
        searchText: text, searchDate: date, sort: \Quake.magnitude, order: order, matching: QuakesSearch.matching, timeZone: timeZone)
    }
  }
}
