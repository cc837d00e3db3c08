public import Foundation

/// The per-tab state of a page (selection, search, sort, a presented dialog), carried in the
/// page URL's query string.
///
/// The book keeps it in SwiftUI `@State`; on the web every tab has its own URL, so two tabs keep
/// their own local state while sharing the one Store, and reloading a page shows the same view.
public protocol LocalState: Sendable {
  /// Reads the state from the decoded query parameters. Unknown or malformed values fall back
  /// to their defaults: a URL is user input.
  init(query: [String: String])
  /// The parameters that differ from the defaults, in a stable order (so equal states give
  /// equal URLs).
  var queryItems: [URLQueryItem] { get }
}

extension LocalState {
  /// `?a=b&c=d` with every name and value percent-encoded, or the empty string for the defaults.
  public var queryString: String { Markup.query(self.queryItems) }
}
