import PageMarkup

extension Markup {
  /// Hidden fields that carry the rest of the local state through a GET form.
  package static func hiddenFields(_ local: QuakesLocalState, excluding excluded: String) -> [HTMLNode] {
    local.queryItems
      .filter { $0.name != excluded }
      .map { item in Self.hiddenField(item.name, item.value ?? "") }
  }
}
