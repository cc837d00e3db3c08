public import Foundation
public import HashTreeCollections

extension QuakesState {
  fileprivate func selectQuakesValues(
    filter isIncluded: (Quake) -> Bool,
    sort key: any QuakeSortKey,
    order: SortOrder
  ) -> [Quake] {
    var values = [Quake]()
    for quake in self.quakes.data.values where isIncluded(quake) {
      values.append(quake)
    }
    key.sort(&values, order: order)
    return values
  }

  fileprivate func selectQuakes(filter isIncluded: (Quake) -> Bool) -> TreeDictionary<Quake.ID, Quake> {
    // The persistent map's own filter keeps the shape of unchanged subtrees.
    self.quakes.data.filter { isIncluded($0.value) }
  }

  fileprivate func selectQuake(quakeId: Quake.ID?) -> Quake? {
    guard let quakeId else {
      return nil
    }
    return self.quakes.data[quakeId]
  }
}

extension QuakesState {
  /// The quakes of the calendar day of `searchDate` whose name contains `searchText`, sorted.
  ///
  /// `matching` defaults to the book's exact match; `timeZone` says where the calendar day
  /// starts and defaults to UTC, which is what a server without a user locale should use.
  public static func selectQuakesValues(
    searchText: String,
    searchDate: Date,
    sort keyPath: any KeyPath<Quake, some Comparable> & Sendable,
    order: SortOrder = .forward,
    matching: QuakeSearchMatching = .exact,
    timeZone: TimeZone = .gmt
  ) -> @Sendable (Self) -> [Quake] {
    let filter = Quake.filter(searchText: searchText, searchDate: searchDate, matching: matching, timeZone: timeZone)
    let key: any QuakeSortKey = QuakeKeyPathSortKey(keyPath)
    return { state in
      state.selectQuakesValues(filter: filter, sort: key, order: order)
    }
  }

  /// Every quake whose name contains `searchText`, on any day, sorted. For command-line lists.
  package static func selectQuakesValues(
    searchText: String,
    sort keyPath: any KeyPath<Quake, some Comparable> & Sendable,
    order: SortOrder = .forward,
    matching: QuakeSearchMatching = .exact
  ) -> @Sendable (Self) -> [Quake] {
    let filter = Quake.nameFilter(searchText: searchText, matching: matching)
    let key: any QuakeSortKey = QuakeKeyPathSortKey(keyPath)
    return { state in
      state.selectQuakesValues(filter: filter, sort: key, order: order)
    }
  }

  /// The same quakes as ``selectQuakesValues(searchText:searchDate:sort:order:matching:timeZone:)``,
  /// unsorted, by id (for the map).
  public static func selectQuakes(
    searchText: String,
    searchDate: Date,
    matching: QuakeSearchMatching = .exact,
    timeZone: TimeZone = .gmt
  ) -> @Sendable (Self) -> TreeDictionary<Quake.ID, Quake> {
    let filter = Quake.filter(searchText: searchText, searchDate: searchDate, matching: matching, timeZone: timeZone)
    return { state in state.selectQuakes(filter: filter) }
  }

  /// How many quakes the state holds.
  public static func selectQuakesCount() -> @Sendable (Self) -> Int {
    { state in state.quakes.data.count }
  }

  /// The status of the most recent fetch; `nil` before the first.
  /// How many features the last refresh skipped because a number was out of range.
  public static func selectSkippedFeatureCount() -> @Sendable (Self) -> Int {
    { state in state.quakes.skippedFeatureCount }
  }

  public static func selectQuakesStatus() -> @Sendable (Self) -> Status? {
    { state in state.quakes.status }
  }

  /// The quake with `quakeId`, if any.
  public static func selectQuake(quakeId: Quake.ID?) -> @Sendable (Self) -> Quake? {
    { state in state.selectQuake(quakeId: quakeId) }
  }
}
