import Foundation
import HashTreeCollections
import ImmutableBinding
import ImmutableData
import QuakesData

/// The filtered quakes sorted for the list.
///
/// Sorting is O(n log n), so it runs only when the filtered dictionary changed (dependency,
/// O(n)), and that comparison runs only for actions that can change quakes (filter, O(1)).
@MainActor package struct SelectQuakesValues {
  package let selector: ImmutableBinding.Selector<QuakesStore, TreeDictionary<Quake.ID, Quake>, [Quake]>

  package init(_ store: QuakesStore, search: QuakesSearch, sort parameter: QuakesSortParameter, order: QuakesSortOrder) {
    self.selector = ImmutableBinding.Selector(
      store,
      id: Self.id(search, parameter, order),
      label: Self.label(search, parameter, order),
      filter: QuakesFilter.filterQuakes(),
      dependencySelector: search.selectQuakes(),
      outputSelector: Self.output(search, parameter, order)
    )
  }

  /// Rebuilds when the search, the day or the sort changed; otherwise keeps the selector.
  package func update(_ store: QuakesStore, search: QuakesSearch, sort parameter: QuakesSortParameter, order: QuakesSortOrder) {
    self.selector.update(
      store,
      id: Self.id(search, parameter, order),
      label: Self.label(search, parameter, order),
      filter: QuakesFilter.filterQuakes(),
      dependencySelector: search.selectQuakes(),
      outputSelector: Self.output(search, parameter, order)
    )
  }

  package var wrappedValue: [Quake] { self.selector.output }

  private struct Key: Hashable {
    let search: QuakesSearch
    let sort: QuakesSortParameter
    let order: QuakesSortOrder
  }

  private static func id(_ search: QuakesSearch, _ parameter: QuakesSortParameter, _ order: QuakesSortOrder) -> Key {
    Key(search: search, sort: parameter, order: order)
  }

  /// The debug-log label with every parameter, as the book's labels carry theirs.
  private static func label(_ search: QuakesSearch, _ parameter: QuakesSortParameter, _ order: QuakesSortOrder) -> String {
    search.label("SelectQuakesValues", "sort: \(parameter), order: \(order)")
  }

  private static func output(
    _ search: QuakesSearch, _ parameter: QuakesSortParameter, _ order: QuakesSortOrder
  ) -> @Sendable (QuakesState) -> [Quake] {
    let sortOrder: SortOrder = order == .forward ? .forward : .reverse
    return switch parameter {
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
  }
}

/// The filtered quakes for the map, unsorted.
@MainActor package struct SelectQuakes {
  package let selector: ImmutableBinding.Selector<QuakesStore, TreeDictionary<Quake.ID, Quake>>

  package init(_ store: QuakesStore, search: QuakesSearch) {
    self.selector = ImmutableBinding.Selector(
      store,
      id: search,
      label: search.label("SelectQuakes"),
      filter: QuakesFilter.filterQuakes(),
      outputSelector: search.selectQuakes()
    )
  }

  package func update(_ store: QuakesStore, search: QuakesSearch) {
    self.selector.update(
      store,
      id: search,
      label: search.label("SelectQuakes"),
      filter: QuakesFilter.filterQuakes(),
      outputSelector: search.selectQuakes()
    )
  }

  package var wrappedValue: TreeDictionary<Quake.ID, Quake> { self.selector.output }
}

/// How many quakes the store holds ("T total").
@MainActor package struct SelectQuakesCount {
  package let selector: ImmutableBinding.Selector<QuakesStore, Int>

  package init(_ store: QuakesStore) {
    self.selector = ImmutableBinding.Selector(
      store,
      label: "SelectQuakesCount",
      outputSelector: QuakesState.selectQuakesCount()
    )
  }

  package var wrappedValue: Int { self.selector.output }
}

/// The status of the last fetch.
@MainActor package struct SelectQuakesStatus {
  package let selector: ImmutableBinding.Selector<QuakesStore, Status?>

  package init(_ store: QuakesStore) {
    self.selector = ImmutableBinding.Selector(
      store,
      label: "SelectQuakesStatus",
      outputSelector: QuakesState.selectQuakesStatus()
    )
  }

  package var wrappedValue: Status? { self.selector.output }
}

/// How many features the last refresh skipped for out-of-range numbers.
@MainActor package struct SelectSkippedFeatureCount {
  package let selector: ImmutableBinding.Selector<QuakesStore, Int>

  package init(_ store: QuakesStore) {
    self.selector = ImmutableBinding.Selector(
      store,
      label: "SelectSkippedFeatureCount",
      outputSelector: QuakesState.selectSkippedFeatureCount()
    )
  }

  package var wrappedValue: Int { self.selector.output }
}

/// One quake by id (the selection), or `nil`.
@MainActor package struct SelectQuake {
  package let selector: ImmutableBinding.Selector<QuakesStore, Quake?>

  package init(_ store: QuakesStore, quakeId: Quake.ID?) {
    self.selector = ImmutableBinding.Selector(
      store,
      id: quakeId,
      label: "SelectQuake(quakeId: \(quakeId ?? "nil"))",
      outputSelector: QuakesState.selectQuake(quakeId: quakeId)
    )
  }

  package var wrappedValue: Quake? { self.selector.output }
}
