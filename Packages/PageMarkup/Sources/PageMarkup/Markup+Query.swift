public import Foundation

extension Markup {
  /// RFC 3986's unreserved characters: the only ones a query component keeps as they are.
  private static let unreservedCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
  )

  /// `value` percent-encoded (UTF-8) for a query name or value.
  ///
  /// Everything but the unreserved characters is encoded: `&` and `=` would split the pair, `+`
  /// is a space to a form decoder, `%` starts an escape, and a space is written `%20`.
  public static func percentEncoded(_ value: String) -> String {
    // Foundation returns nil only for text that is not valid Unicode, which a Swift String never is.
    value.addingPercentEncoding(withAllowedCharacters: Self.unreservedCharacters) ?? ""
  }

  /// `?name=value&…` for `items` in their order, or the empty string when there are none, so it
  /// can be appended to a page path as it is. An item without a value writes its bare name.
  public static func query(_ items: [URLQueryItem]) -> String {
    guard !items.isEmpty else { return "" }
    let pairs = items.map { item in
      let name = Self.percentEncoded(item.name)
      return item.value.map { name + "=" + Self.percentEncoded($0) } ?? name
    }
    return "?" + pairs.joined(separator: "&")
  }
}
