import Foundation
import ItemsData
import PageMarkup

/// The per-tab state of the Items page: which entries it shows. Kept in the URL
/// (`/items?filter=done`), so two tabs filter on their own and a reload keeps the filter.
struct ItemsLocalState: LocalState, Equatable {
  /// The entries shown; `all` unless the URL says otherwise.
  var filter: ItemsFilter

  /// A state showing `filter`.
  init(filter: ItemsFilter = .all) {
    self.filter = filter
  }

  /// Reads `filter` from the query; a missing or unknown value shows every entry.
  init(query: [String: String]) {
    self.filter = query["filter"].flatMap(ItemsFilter.init(rawValue:)) ?? .all
  }

  /// `filter` when it is not the default, so the plain page has the plain URL.
  var queryItems: [URLQueryItem] {
    filter == .all ? [] : [URLQueryItem(name: "filter", value: filter.rawValue)]
  }
}
