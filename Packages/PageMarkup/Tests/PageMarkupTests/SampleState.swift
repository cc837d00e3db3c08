import Foundation
import PageMarkup

/// A small local state for the tests: a selection and a search text.
struct SampleState: LocalState, Equatable {
  var selected: String?
  var search = ""

  init(selected: String? = nil, search: String = "") {
    self.selected = selected
    self.search = search
  }

  init(query: [String: String]) {
    self.init(selected: query["selected"], search: query["search"] ?? "")
  }

  var queryItems: [URLQueryItem] {
    var items: [URLQueryItem] = []
    if let selected { items.append(URLQueryItem(name: "selected", value: selected)) }
    if !search.isEmpty { items.append(URLQueryItem(name: "search", value: search)) }
    return items
  }
}

enum SampleForm: String {
  case deleteAll = "delete-all"
}

let sampleLinks = PageLinks<SampleForm>(pagePath: "/sample", actionPath: { "/sample/actions/\($0.rawValue)" })
