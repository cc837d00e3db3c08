import PageMarkup

/// The link of a row that selects a quake: `links.page(local.selecting(id))`, the page with the
/// tab's state and `selected=<id>`, from a prefix and a suffix built once per render.
///
/// The whole query (URL items and percent-encoding of every value) per row was a large part of
/// the list's cost on a day of hundreds of rows; only the id changes from row to row.
struct QuakesSelectionLink: Sendable {
  /// The escaped page path and `?selected=`.
  private let prefix: String
  /// The escaped rest of the query (`&date=…`), or nothing.
  private let suffix: String

  init(links: QuakesLinks, local: QuakesLocalState) {
    // `selected` is the first query item (QuakesLocalState.queryItems), so the rest follows it.
    let rest = Markup.query(local.selecting(nil).queryItems).dropFirst()
    self.prefix = Markup.escapedAttribute(links.pagePath + "?" + QuakesLocalState.QueryKey.selected + "=")
    self.suffix = rest.isEmpty ? "" : Markup.escapedAttribute("&" + rest)
  }

  /// The link selecting `quakeId`, escaped for an attribute value.
  func escapedHref(_ quakeId: String) -> String {
    // A percent-encoded value is unreserved characters and `%`: nothing HTML escapes. Feed ids
    // are ASCII letters and digits, which encode as themselves: Foundation's encoder is skipped.
    let encoded = quakeId.utf8.allSatisfy(Self.isASCIIAlphanumeric) ? quakeId : Markup.percentEncoded(quakeId)
    return self.prefix + encoded + self.suffix
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): true
    default: false
    }
  }
}
