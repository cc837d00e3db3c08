import Foundation

/// The per-tab state of the Quakes page, kept in the page URL's query string.
///
/// The book keeps it in SwiftUI `@State`; here every tab has its own URL, so two tabs keep
/// their own selection, search, date and sort while sharing the one Store.
package struct QuakesLocalState: Hashable, Sendable {
  package var selectedQuakeId: String?
  package var searchText: String
  /// The calendar day the list is filtered on; `nil` until the user picks one.
  package var searchDay: CalendarDay?
  package var sortOrder: QuakesSortOrder
  package var sortParameter: QuakesSortParameter

  package init(
    selectedQuakeId: String? = nil,
    searchText: String = "",
    searchDay: CalendarDay? = nil,
    sortOrder: QuakesSortOrder = .forward,
    sortParameter: QuakesSortParameter = .time
  ) {
    self.selectedQuakeId = selectedQuakeId
    self.searchText = searchText
    self.searchDay = searchDay
    self.sortOrder = sortOrder
    self.sortParameter = sortParameter
  }
}

/// "Sort Order": Forward (default) or Reverse.
package enum QuakesSortOrder: String, Hashable, Sendable, CaseIterable {
  case forward
  case reverse

  package var title: String {
    switch self {
    case .forward: "Forward"
    case .reverse: "Reverse"
    }
  }
}

/// "Sort By": Time (default) or Magnitude.
package enum QuakesSortParameter: String, Hashable, Sendable, CaseIterable {
  case time
  case magnitude

  package var title: String {
    switch self {
    case .time: "Time"
    case .magnitude: "Magnitude"
    }
  }
}

extension QuakesLocalState {
  package enum QueryKey {
    package static let selected = "selected"
    package static let search = "search"
    package static let date = "date"
    package static let order = "order"
    package static let sort = "sort"
  }

  /// Reads the state from query parameters; unknown or malformed values fall back to defaults.
  package init(query: [String: String]) {
    let selected = query[QueryKey.selected].flatMap { $0.isEmpty ? nil : $0 }
    self.init(
      selectedQuakeId: selected,
      searchText: query[QueryKey.search] ?? "",
      searchDay: query[QueryKey.date].flatMap(CalendarDay.init(string:)),
      sortOrder: query[QueryKey.order].flatMap(QuakesSortOrder.init(rawValue:)) ?? .forward,
      sortParameter: query[QueryKey.sort].flatMap(QuakesSortParameter.init(rawValue:)) ?? .time
    )
  }

  /// The query parameters that differ from the defaults, in a stable order.
  package var queryItems: [URLQueryItem] {
    var items: [URLQueryItem] = []
    if let selectedQuakeId { items.append(URLQueryItem(name: QueryKey.selected, value: selectedQuakeId)) }
    if searchText.isEmpty == false { items.append(URLQueryItem(name: QueryKey.search, value: searchText)) }
    if let searchDay { items.append(URLQueryItem(name: QueryKey.date, value: searchDay.description)) }
    if sortOrder != .forward { items.append(URLQueryItem(name: QueryKey.order, value: sortOrder.rawValue)) }
    if sortParameter != .time { items.append(URLQueryItem(name: QueryKey.sort, value: sortParameter.rawValue)) }
    return items
  }

  /// `"?a=b&c=d"` (or `"?"` for the defaults), ready to be appended to the page path.
  package var queryString: String {
    var components = URLComponents()
    components.queryItems = self.queryItems
    // URLComponents leaves "+" alone, which a form decoder would read as a space.
    let encoded = (components.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
    return "?" + encoded
  }
}

extension QuakesLocalState {
  /// The same state with another selection: the link target of a row or a circle.
  package func selecting(_ quakeId: String?) -> Self {
    var state = self
    state.selectedQuakeId = quakeId
    return state
  }
}
