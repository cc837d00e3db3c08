/// Who is dispatching on this task, and why: a page's form post (its action, the page location
/// and tab it was posted from), a Listener's thunk (and the action that started it), a page
/// being built, a module starting, or a replayed session.
///
/// Whoever starts work that dispatches binds ``current`` around it; a store's reducer wrapper
/// (DevTools' recorder) reads it once per action and keeps the reference, so an action's
/// origin costs one task-local read when it is dispatched and is rendered only when someone
/// looks. It lives here, beside ``Store``, because every dispatcher can name itself with it
/// without depending on the tool that reads it: the data packages' Listeners depend on
/// ImmutableData only. Nothing in ImmutableData reads it; a store without a recorder ignores it.
///
/// ```swift
/// try await ActionOrigin.$current.withValue(.formPost(action: "add", location: "/counter", tab: "k3v9")) {
///   try store.dispatch(action: .didTapIncrementButton)
/// }
/// ```
///
/// Immutable, so a reference can be kept for as long as the recorded step that holds it.
public final class ActionOrigin: Sendable {
  /// The origin bound on this task, or nil (nobody named the work: an unknown dispatcher).
  @TaskLocal public static var current: ActionOrigin?

  /// What kind of dispatcher this is (a form post, a Listener, an import).
  public let kind: Kind
  /// The form action's name, or the Listener's name (`AnimalsData.Listener`).
  public let name: String
  /// The thunk the Listener is running (`fetchAnimalsQuery`), when one runs.
  public let thunk: String?
  /// The page location (path and query, so the tab's local state too) a form was posted from.
  public let location: String?
  /// The tab a form was posted from: an identifier the tab chose for itself, stable while it
  /// stays open.
  public let tab: String?
  /// The action whose reduction started the Listener's work, rendered only when asked.
  public let startedBy: (any Sendable)?
  /// The step of a replayed session, for an import.
  public let step: Int?
  /// Free text: for an import, the origin the session recorded for the step; for a Listener,
  /// what it follows when no action started its work (`the server's change feed`).
  public let detail: String?

  /// An origin from its parts; the static constructors below name each kind's parts.
  public init(
    kind: Kind,
    name: String,
    thunk: String? = nil,
    location: String? = nil,
    tab: String? = nil,
    startedBy: (any Sendable)? = nil,
    step: Int? = nil,
    detail: String? = nil
  ) {
    self.kind = kind
    self.name = name
    self.thunk = thunk
    self.location = location
    self.tab = tab
    self.startedBy = startedBy
    self.step = step
    self.detail = detail
  }
}

extension ActionOrigin {
  /// A page's form post: the form action `action`, posted from the page at `location` in `tab`.
  public static func formPost(action: String, location: String?, tab: String?) -> ActionOrigin {
    ActionOrigin(kind: .formPost, name: action, location: location, tab: tab)
  }

  /// The Listener named `listener` handling `action` (the action whose reduction it reacts to).
  public static func listener(_ listener: String, startedBy action: (any Sendable)?) -> ActionOrigin {
    ActionOrigin(kind: .listener, name: listener, startedBy: action)
  }

  /// A page being rendered for `location` (its path and query): what it dispatches while it is
  /// built (a list's `onAppear`).
  public static func pageView(location: String) -> ActionOrigin {
    ActionOrigin(kind: .pageView, name: "page view", location: location)
  }

  /// The module `slug` starting: what it dispatches before it serves a page.
  public static func moduleStart(slug: String) -> ActionOrigin {
    ActionOrigin(kind: .moduleStart, name: slug)
  }

  /// Step `step` of a session DevTools replays; `recorded` is the origin the session gave it.
  public static func devToolsImport(step: Int, recorded: String?) -> ActionOrigin {
    ActionOrigin(kind: .devToolsImport, name: "DevTools import", step: step, detail: recorded)
  }

  /// This origin running the thunk named `thunk` (a Listener's query or mutation).
  public func running(thunk: String) -> ActionOrigin {
    ActionOrigin(
      kind: self.kind, name: self.name, thunk: thunk, location: self.location, tab: self.tab,
      startedBy: self.startedBy, step: self.step, detail: self.detail
    )
  }
}

extension ActionOrigin {
  /// The kind of an ``ActionOrigin``: a name, open to new kinds without breaking a `switch`.
  public struct Kind: RawRepresentable, Hashable, Sendable {
    /// The kind's name, as a readable line shows it.
    public let rawValue: String

    /// A kind named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A page's form post, performed by the host.
    public static let formPost = Kind(rawValue: "form action")
    /// A Listener (or the thunk it runs) reacting to an action, or following a feed.
    public static let listener = Kind(rawValue: "listener")
    /// A step of a session DevTools replays.
    public static let devToolsImport = Kind(rawValue: "DevTools import")
    /// A page being built for a request or a live update.
    public static let pageView = Kind(rawValue: "page view")
    /// A module starting.
    public static let moduleStart = Kind(rawValue: "module start")
  }
}

extension ActionOrigin: CustomStringConvertible {
  /// One readable line: `form action add from /counter (tab k3v9)`,
  /// `AnimalsData.Listener, thunk fetchAnimalsQuery, started by <action>`,
  /// `DevTools import of session step 3 (recorded: form action add)`, `page view /quakes`,
  /// `start of module quakes`.
  public var description: String {
    self.description(startedBy: self.startedBy.map { String(describing: $0) })
  }

  /// ``description`` with the starting action rendered as `startedBy` (a tool renders actions
  /// its own way).
  public func description(startedBy: String?) -> String {
    switch self.kind {
    case .formPost:
      var line = "form action \(self.name)"
      if let location { line += " from \(location)" }
      if let tab { line += " (tab \(tab))" }
      return line
    case .pageView:
      return "page view \(self.location ?? "")"
    case .moduleStart:
      return "start of module \(self.name)"
    case .devToolsImport:
      var line = "DevTools import"
      if let step { line += " of session step \(step)" }
      if let detail { line += " (recorded: \(detail))" }
      return line
    default:
      var line = self.name
      if let thunk { line += ", thunk \(thunk)" }
      if let startedBy { line += ", started by \(startedBy)" }
      if let detail { line += " (\(detail))" }
      return line
    }
  }
}
