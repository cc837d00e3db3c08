/// What kind of route a request went to: the `route` label of the request metrics.
///
/// A label value is one of these cases, never the requested path, so the number of series
/// stays fixed however many pages, locations and query strings clients ask for.
public enum RouteClass: String, Sendable, CaseIterable {
  /// A module page or the index (`GET /counter`, `GET /`).
  case page
  /// A form post to a module action (`POST /counter/actions/increment`).
  case formAction = "form_action"
  /// A live channel: a page's WebSocket (`/_live/…`), its event stream (`/_events/…`), the
  /// Animals server's change feed.
  case live
  /// A stylesheet, script or icon.
  case asset
  /// The DevTools pages and their JSON endpoints (`/_devtools…`).
  case devtools
  /// A JSON API (`POST /animals/api`).
  case api
  /// `GET /healthz`.
  case health
  /// Anything else (an unknown method or path).
  case other
}
