/// A page's live channel over a WebSocket, the one browsers use: a WebSocket does not count
/// against a browser's six HTTP/1.1 connections per host, so fifty tabs stay live and still
/// load pages and post forms (an event stream per tab exhausts those six at the seventh tab).
///
/// The tab opens `/_live<page location>` (admitted by `LiveEntrance`, served by a
/// `LiveFrameHandler`). Its messages, JSON text, each at most ``maxMessageSize`` bytes:
///
/// - First, the hello: `{"v":"boot.sequence","have":{"live-count":"digest",…}}`, both members
///   optional (`{}` says nothing). The host answers with what the tab lacks
///   (`SharedLiveSession.catchUp(from:have:)`): the regions changed since `v` when the host can
///   tell, else those whose digest differs from `have` (element ids and digests as the page's
///   `id` and `data-digest` attributes), else every region. Then one message per change.
/// - Then, any number of times, `{"go":"/<slug>/<page>?<query>","have":{…}}`: the tab moved to
///   that location (the address bar's path and query). When it is a page of the same module,
///   the module runs and the query parses, the tab now follows it: the answer is the usual
///   message with the location's regions whose digest differs from `have`, its `v`, and the
///   `go` text as `"location"`; changes of the old location stop, the new one's follow. Else
///   the answer is `{"location":"…","refused":true}` and the tab stays where it was (it then
///   loads the page). Answers come in the order of the `go`s; a message without `location`
///   that arrives between a `go` and its answer is the old location's.
/// - Any number of times, `{"submit":"/<slug>/actions/<name>","body":"a=1&return=…","n":3}`: a
///   form of the tab's module, sent in place (see `LiveEntrance.submit`), applied beside the
///   other messages (at most ``maxSubmissionsInFlight`` at once) and answered
///   `{"answer":3,…}` (see `LiveFormAnswer`): applied, refused with the page, or "post it".
/// - Anything else is read and ignored.
///
/// The host's messages: `{"regions":[{"digest":…,"html":…,"id":…},…],"v":"boot.sequence"}`
/// (see `LiveMessage`), with `"location"` first when it answers a `go`. It closes with 1001
/// (it stops, the channel reached its age, the tab fell too far behind or missed a ping: the
/// tab reconnects and catches up), 1008 (no hello within ``helloTimeout``, more than
/// ``messageBurst`` messages at once or ``messageRate`` a second over time, more than
/// ``maxWaitingMessages`` waiting, a page that cannot be followed), 1009 (a message over
/// ``maxMessageSize``), 1013 (the host has `maxLiveStreams` open: try again later).
enum LiveSocket {
  /// The longest wait for the tab's first message; a socket that says nothing is closed.
  static let helloTimeout = Duration.seconds(10)
  /// The largest message the host reads from a tab: a `go` with the `have` of a page with many
  /// regions (an element id and a 16-digit digest are about 40 bytes each).
  static let maxMessageSize = 8192
  /// Messages a tab may send per second over time (frames of any kind, pongs included: about
  /// one a heartbeat).
  static let messageRate = 20.0
  /// Messages a tab may send at once (a burst of navigation, as back pressed repeatedly).
  static let messageBurst = 40
  /// Messages waiting for the host while it still serves the tab's previous one (a view being
  /// built); more means the tab sends faster than it is served.
  static let maxWaitingMessages = 8
  /// Forms a tab may have applied at once over its channel; more are answered "post it".
  static let maxSubmissionsInFlight = 4
}
