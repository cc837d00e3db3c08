import Foundation
import PageMarkup

/// The per-tab state of the Quakes page, kept in the page URL's query string.
///
/// The book keeps it in SwiftUI `@State`; here every tab has its own URL, so two tabs keep
/// their own selection, search, date, sort and time zone while sharing the one Store.
struct QuakesLocalState: LocalState, Hashable {
  var selectedQuakeId: String?
  var searchText: String
  /// The calendar day the list is filtered on; `nil` until the user picks one.
  var searchDay: CalendarDay?
  var sortOrder: QuakesSortOrder
  var sortParameter: QuakesSortParameter
  /// The browser's time zone identifier as the URL carries it (`quakes.js` adds it once),
  /// kept as sent: Foundation names UTC "GMT", and the script must find its own name again.
  /// `nil` (no script) is UTC.
  var timeZoneIdentifier: String?

  init(
    selectedQuakeId: String? = nil,
    searchText: String = "",
    searchDay: CalendarDay? = nil,
    sortOrder: QuakesSortOrder = .forward,
    sortParameter: QuakesSortParameter = .time,
    timeZone: TimeZone? = nil
  ) {
    self.selectedQuakeId = selectedQuakeId
    self.searchText = searchText
    self.searchDay = searchDay
    self.sortOrder = sortOrder
    self.sortParameter = sortParameter
    self.timeZoneIdentifier = timeZone.map(\.identifier)
  }
}

extension QuakesLocalState {
  /// The Gregorian calendar in the tab's time zone (UTC without one): days, times and the
  /// default day of the page are read in it.
  /// The tab's time zone; `nil` (UTC) without one.
  var timeZone: TimeZone? {
    self.timeZoneIdentifier.flatMap(TimeZone.init(identifier:))
  }

  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = self.timeZone ?? .gmt
    return calendar
  }

  /// What the page calls the time zone: its identifier, "UTC" without one.
  var timeZoneName: String {
    self.timeZoneIdentifier ?? "UTC"
  }

  /// A time zone identifier from the URL: a known one of reasonable length, else `nil` (UTC).
  static func timeZoneIdentifier(query value: String?) -> String? {
    guard let value, (1...64).contains(value.utf8.count), TimeZone(identifier: value) != nil else { return nil }
    return value
  }
}

/// "Sort Order": Forward (default) or Reverse.
enum QuakesSortOrder: String, Hashable, Sendable, CaseIterable {
  case forward
  case reverse

  var title: String {
    switch self {
    case .forward: "Forward"
    case .reverse: "Reverse"
    }
  }
}

/// "Sort By": Time (default) or Magnitude.
enum QuakesSortParameter: String, Hashable, Sendable, CaseIterable {
  case time
  case magnitude

  var title: String {
    switch self {
    case .time: "Time"
    case .magnitude: "Magnitude"
    }
  }
}

extension QuakesLocalState {
  enum QueryKey {
    static let selected = "selected"
    static let search = "search"
    static let date = "date"
    static let order = "order"
    static let sort = "sort"
    static let timeZone = "tz"
  }

  /// Reads the state from query parameters; unknown or malformed values fall back to defaults.
  init(query: [String: String]) {
    let selected = query[QueryKey.selected].flatMap { $0.isEmpty ? nil : $0 }
    self.init(
      selectedQuakeId: selected,
      searchText: query[QueryKey.search] ?? "",
      searchDay: query[QueryKey.date].flatMap(CalendarDay.init(string:)),
      sortOrder: query[QueryKey.order].flatMap(QuakesSortOrder.init(rawValue:)) ?? .forward,
      sortParameter: query[QueryKey.sort].flatMap(QuakesSortParameter.init(rawValue:)) ?? .time,
      timeZone: nil
    )
    self.timeZoneIdentifier = Self.timeZoneIdentifier(query: query[QueryKey.timeZone])
  }

  /// The query parameters that differ from the defaults, in a stable order; `selected` first
  /// (``QuakesSelectionLink`` appends the rest after it).
  var queryItems: [URLQueryItem] {
    var items: [URLQueryItem] = []
    if let selectedQuakeId { items.append(URLQueryItem(name: QueryKey.selected, value: selectedQuakeId)) }
    if searchText.isEmpty == false { items.append(URLQueryItem(name: QueryKey.search, value: searchText)) }
    if let searchDay { items.append(URLQueryItem(name: QueryKey.date, value: searchDay.description)) }
    if sortOrder != .forward { items.append(URLQueryItem(name: QueryKey.order, value: sortOrder.rawValue)) }
    if sortParameter != .time { items.append(URLQueryItem(name: QueryKey.sort, value: sortParameter.rawValue)) }
    if let timeZoneIdentifier { items.append(URLQueryItem(name: QueryKey.timeZone, value: timeZoneIdentifier)) }
    return items
  }
}

extension QuakesLocalState {
  /// The same state with another selection: the link target of a row or a circle.
  func selecting(_ quakeId: String?) -> Self {
    var state = self
    state.selectedQuakeId = quakeId
    return state
  }
}
