import Foundation
import HashTreeCollections
import ImmutableBinding
import QuakesData

/// How one day-dependent selector of the Quakes store is built: its parameters (the search and
/// anything else, which are its `id`), its debug label, and its output.
///
/// One type describes every such selector: the same description builds the selector for a
/// component's first render and rebuilds it when the parameters changed (another default day).
/// Every one of them recomputes only after actions that can change quakes (filter, O(1)) and
/// only when the day's filtered quakes changed (dependency, O(n)).
struct QuakesSelection<Output: Equatable>: Sendable {
  typealias Selector = ImmutableBinding.Selector<QuakesStore, TreeDictionary<Quake.ID, Quake>, Output>

  let search: QuakesSearch
  /// The selector's name in the debug log ("SelectQuakesValues").
  let name: String
  /// The parameters beyond the search, as the label shows them; part of the `id`.
  let parameters: String?
  let output: @Sendable (QuakesState) -> Output

  private struct Key: Hashable {
    let search: QuakesSearch
    let parameters: String?
  }

  /// The debug-log label with every parameter, as the book's labels carry theirs.
  var label: String { self.search.label(self.name, self.parameters) }

  @MainActor func selector(_ store: QuakesStore) -> Selector {
    Selector(
      store,
      id: Key(search: self.search, parameters: self.parameters),
      label: self.label,
      filter: QuakesFilter.filterQuakes(),
      dependencySelector: self.search.selectQuakes(),
      outputSelector: self.output
    )
  }

  /// Rebuilds `selector` when the parameters changed; otherwise keeps it.
  @MainActor func update(_ selector: Selector, _ store: QuakesStore) {
    selector.update(
      store,
      id: Key(search: self.search, parameters: self.parameters),
      label: self.label,
      filter: QuakesFilter.filterQuakes(),
      dependencySelector: self.search.selectQuakes(),
      outputSelector: self.output
    )
  }
}

extension QuakesSelection where Output == [Quake] {
  /// The day's matching quakes, sorted as the URL says: the list's rows and the map's circles
  /// (in the list's order, which is the map's keyboard order).
  static func sortedQuakes(_ search: QuakesSearch, sort parameter: QuakesSortParameter, order: QuakesSortOrder) -> Self {
    let sortOrder: SortOrder = order == .forward ? .forward : .reverse
    let output: @Sendable (QuakesState) -> [Quake] =
      switch parameter {
      case .time:
        QuakesState.selectQuakesValues(
          searchText: search.text, searchDate: search.date, sort: \Quake.time, order: sortOrder,
          matching: QuakesSearch.matching, timeZone: search.timeZone
        )
      case .magnitude:
        QuakesState.selectQuakesValues(
          searchText: search.text, searchDate: search.date, sort: \Quake.magnitude, order: sortOrder,
          matching: QuakesSearch.matching, timeZone: search.timeZone
        )
      }
    return Self(search: search, name: "SelectQuakesValues", parameters: "sort: \(parameter), order: \(order)", output: output)
  }
}

extension QuakesSelection where Output == TreeDictionary<Quake.ID, Quake> {
  /// The day's matching quakes by id, unsorted.
  static func quakes(_ search: QuakesSearch) -> Self {
    Self(search: search, name: "SelectQuakes", parameters: nil, output: search.selectQuakes())
  }
}
