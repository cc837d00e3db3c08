import DomainRegistry
import Logging
import NIOCore

/// Every open live channel of the host (WebSocket or event stream): shares one
/// `SharedLiveSession` per page location, caps how many channels are open at once, releases a
/// location's view when its last channel closes, and remembers each location's regions for
/// tabs that come back (`LiveHistory`, the most recently used `historyLimit` locations).
@MainActor
final class LiveHub {
  let maxStreams: Int
  private var sessions: [String: SharedLiveSession] = [:]
  /// Views being rendered: a stream arriving meanwhile waits for the same one.
  private var building: [String: Task<SharedLiveSession, Never>] = [:]
  private var sessionOfStream: [Int: SharedLiveSession] = [:] {
    didSet { onStreamCountChange?(sessionOfStream.count) }
  }
  /// Told the number of open channels whenever it changes (the host's live connections gauge).
  var onStreamCountChange: (@MainActor (Int) -> Void)?
  private var nextID = 0
  /// Each WebSocket whose page named it with a key in its hello, so a form the page posts in
  /// place can move it (see `LiveEntrance.follow(channel:to:)`). A key is random per page
  /// load; a second channel with the same key (the page reconnected) replaces the first.
  private var keyed: [String: LiveSocketWriter] = [:]
  private var keyOfStream: [Int: String] = [:]
  /// The host's clock of changes, shared by every location.
  let sequence = LiveSequence()
  private var histories: [String: LiveHistory] = [:]
  /// Locations whose regions are remembered without a view; each costs a digest and a number
  /// per region.
  static let historyLimit = 4096
  /// The host's logger; each location's view logs its fan-out times at debug level.
  private let logger: Logger

  /// How long a location's view outlives its last channel (see `HostConfiguration.liveViewGrace`).
  let viewGrace: Duration
  /// Views without a channel, closing once their grace ends unless a tab comes back.
  private var closing: [ObjectIdentifier: Task<Void, Never>] = [:]

  /// How long one channel is kept (see `HostConfiguration.liveChannelMaxAge`); nil keeps it.
  let channelMaxAge: Duration?
  /// When each channel is ended: one sweeper for every channel, not a timer each.
  private var expiries: [Int: ContinuousClock.Instant] = [:]
  private var sweeper: Task<Void, Never>?

  init(
    maxStreams: Int, viewGrace: Duration = .zero, channelMaxAge: Duration? = nil,
    logger: Logger = Logger(label: "immutabledata.live")
  ) {
    self.maxStreams = maxStreams
    self.viewGrace = viewGrace
    self.channelMaxAge = channelMaxAge
    self.logger = logger
  }

  /// A channel's lifetime: `maxAge` less up to a tenth, at random.
  nonisolated static func channelAge(_ maxAge: Duration) -> Duration {
    maxAge - maxAge * Double.random(in: 0..<0.1)
  }

  /// How often the sweeper looks: a tenth of the age, between 1 s and 60 s.
  nonisolated static func sweepInterval(_ maxAge: Duration) -> Duration {
    min(.seconds(60), max(.seconds(1), maxAge / 10))
  }

  /// Ends the channels past their age (their tabs reconnect and catch up); stops when no
  /// channel is left, and starts again with the next.
  private func startSweeper(every interval: Duration) {
    guard sweeper == nil else { return }
    sweeper = Task { [weak self] in
      while (try? await Task.sleep(for: interval)) != nil {
        guard let self else { return }
        let now = ContinuousClock.now
        for (id, expiry) in self.expiries where expiry <= now {
          self.unsubscribe(id: id, ending: true)
        }
        if self.expiries.isEmpty {
          self.sweeper = nil
          return
        }
      }
    }
  }

  /// The listen queue the server asks for: room for `maxStreams` connections arriving at once.
  /// With Hummingbird's default (256), a burst of 500 tabs opening their streams overflowed
  /// it and each dropped connection waited the kernel's 1 s SYN retry.
  nonisolated static func listenBacklog(maxStreams: Int) -> Int {
    max(256, maxStreams)
  }

  /// Open streams now.
  var streamCount: Int { sessionOfStream.count }
  /// Page locations with a live view now.
  var sessionCount: Int { sessions.count }

  /// Opens a stream on `key` (the page location), building its view with `makeView` when no
  /// stream shows that location yet. Throws `LiveStreamLimit` when `maxStreams` are open, or
  /// what `makeView` throws (a bad query).
  /// `version` is where a returning tab left off: it gets only the regions changed since.
  func subscribe(
    key: String, resumingFrom version: LiveVersion? = nil, makeView: @escaping @MainActor () throws -> PageView
  ) async throws -> LiveSubscription {
    let session = try await session(for: key, makeView: makeView)
    let id = register(session)
    let (events, continuation) = session.subscribe(id: id, resumingFrom: version)
    return LiveSubscription(id: id, events: events, continuation: continuation, hub: self)
  }

  /// Opens a tab's WebSocket channel on `key`, written to through `writer` (see `LiveSocket`);
  /// returns its id, which the caller ends with `unsubscribe(id:)`. Throws as the other.
  /// `have` is the regions' digests the tab holds, by element id (see
  /// `SharedLiveSession.catchUp(from:have:)`).
  func subscribe(
    key: String, resumingFrom version: LiveVersion? = nil, have: [String: String]? = nil, writer: LiveSocketWriter,
    makeView: @escaping @MainActor () throws -> PageView
  ) async throws -> Int {
    let session = try await session(for: key, makeView: makeView)
    let id = register(session)
    session.subscribe(id: id, resumingFrom: version, have: have, writer: writer)
    return id
  }

  /// Moves WebSocket channel `id` to `key` (its tab navigated in place): it leaves its
  /// location's view (which closes after `viewGrace` when it was the last channel there) and
  /// joins `key`'s, built when no channel shows it yet, and `writer` gets the regions whose
  /// digest differs from `have` as the answer to the tab's move to `location`. The channel
  /// keeps its id, its place under the limit and its age. False when the channel ended
  /// meanwhile; throws what `makeView` throws, the channel staying where it was. `exact` names
  /// the regions (element ids) whose HTML the tab holds exactly as the host sent it: those that
  /// still show what the tab's old location shows may come as patches of it.
  func move(
    id: Int, to key: String, have: [String: String]?, exact: Set<String> = [], answering location: String,
    following: Bool = false, writer: LiveSocketWriter, makeView: @escaping @MainActor () throws -> PageView
  ) async throws -> Bool {
    guard sessionOfStream[id] != nil else { return false }
    // Not counted again: the channel is already one of the open ones.
    let session = try await session(for: key, counting: false, makeView: makeView)
    // Read after the wait: the tab may have left while the view was built.
    guard let old = sessionOfStream[id] else {
      closeIfUnused(session)
      return false
    }
    let bases = old.bases(have: have, exact: exact)
    old.unsubscribe(id: id)
    session.history.lastUsed = sequence.current
    sessionOfStream[id] = session
    session.subscribe(id: id, have: have, writer: writer, answering: location, following: following, bases: bases)
    if old !== session { closeIfUnused(old) }
    return true
  }

  /// The view of `key`, built when no channel shows it yet; checks the limit before and after
  /// unless the channel asking is `counting` already.
  private func session(
    for key: String, counting: Bool = true, makeView: @escaping @MainActor () throws -> PageView
  ) async throws -> SharedLiveSession {
    guard !counting || streamCount < maxStreams else { throw LiveStreamLimit(limit: maxStreams) }
    let session: SharedLiveSession
    if let existing = sessions[key] {
      session = existing
    } else if let pending = building[key] {
      session = await pending.value
    } else {
      let view = try makeView()
      let task = Task { @MainActor in
        let session = await SharedLiveSession.make(
          key: key, view: view, makeView: makeView, sequence: self.sequence, history: self.histories[key], logger: self.logger)
        self.sessions[key] = session
        self.remember(session.history, for: key)
        self.building[key] = nil
        return session
      }
      building[key] = task
      session = await task.value
    }
    guard !counting || streamCount < maxStreams else {
      closeIfUnused(session)
      throw LiveStreamLimit(limit: maxStreams)
    }
    return session
  }

  /// A new channel's id on `session`, with its expiry.
  private func register(_ session: SharedLiveSession) -> Int {
    nextID += 1
    let id = nextID
    session.history.lastUsed = sequence.current
    sessionOfStream[id] = session
    if let channelMaxAge {
      expiries[id] = .now + Self.channelAge(channelMaxAge)
      startSweeper(every: Self.sweepInterval(channelMaxAge))
    }
    return id
  }

  /// Channel `id` has the key `key` (its hello said so).
  func name(key: String, channel id: Int, writer: LiveSocketWriter) {
    guard sessionOfStream[id] != nil else { return }
    if let previous = keyed[key]?.id, previous != id { keyOfStream[previous] = nil }
    keyed[key] = writer
    keyOfStream[id] = key
  }

  /// The open channel named `key`.
  func writer(ofKey key: String) -> LiveSocketWriter? { keyed[key] }

  /// The digests of the regions channel `id` holds, by element id: its location's, since it is
  /// sent every change.
  func held(channel id: Int) -> [String: String] {
    sessionOfStream[id]?.heldDigests ?? [:]
  }

  /// Ends stream `id`; the last stream of a location releases its view. Safe to call twice.
  /// `ending` also closes a WebSocket (the host ends it; otherwise its tab left).
  func unsubscribe(id: Int, ending: Bool = false) {
    expiries[id] = nil
    if let key = keyOfStream.removeValue(forKey: id), keyed[key]?.id == id { keyed[key] = nil }
    guard let session = sessionOfStream.removeValue(forKey: id) else { return }
    session.unsubscribe(id: id, ending: ending)
    closeIfUnused(session)
  }

  /// Builds every live view of module `slug` afresh (DevTools replaced its store's state).
  func rebuild(slug: String) async {
    for (key, session) in sessions where ModuleRoutes.slug(of: key) == slug {
      await session.rebuild()
    }
  }

  /// Keeps `history` for `key`, forgetting the least recently used locations without a view
  /// beyond `historyLimit`.
  private func remember(_ history: LiveHistory, for key: String) {
    history.lastUsed = sequence.current
    histories[key] = history
    guard histories.count > Self.historyLimit else { return }
    let idle = histories.filter { sessions[$0.key] == nil }.sorted { $0.value.lastUsed < $1.value.lastUsed }
    for (key, _) in idle.prefix(histories.count - Self.historyLimit) {
      histories.removeValue(forKey: key)
    }
  }

  /// Locations remembered now (with or without a view).
  var historyCount: Int { histories.count }

  /// Closes `session` once it has had no channel for `viewGrace`: a tab that reloads, or
  /// reconnects after a blip, finds its view still there (nothing is rebuilt, and regions that
  /// render differently each time, such as a fresh draft id, are not sent again).
  private func closeIfUnused(_ session: SharedLiveSession) {
    guard session.isEmpty else { return }
    let id = ObjectIdentifier(session)
    guard viewGrace > .zero else { return close(session) }
    guard closing[id] == nil else { return }
    closing[id] = Task { [weak self, viewGrace] in
      try? await Task.sleep(for: viewGrace)
      guard let self else { return }
      self.closing[id] = nil
      if session.isEmpty { self.close(session) }
    }
  }

  private func close(_ session: SharedLiveSession) {
    if sessions[session.key] === session {
      sessions.removeValue(forKey: session.key)
    }
    session.close()
  }

  /// Closes every view without a channel now, without waiting for its grace (shutdown).
  func closeUnusedViews() {
    for task in closing.values { task.cancel() }
    closing = [:]
    for session in sessions.values where session.isEmpty {
      close(session)
    }
  }
}

/// One open live channel. Ending it (or dropping it, e.g. when a response is never written)
/// unsubscribes it from the hub.
final class LiveSubscription: Sendable {
  let id: Int
  let events: AsyncStream<LiveMessage>
  let continuation: AsyncStream<LiveMessage>.Continuation
  private let hub: LiveHub

  init(id: Int, events: AsyncStream<LiveMessage>, continuation: AsyncStream<LiveMessage>.Continuation, hub: LiveHub) {
    self.id = id
    self.events = events
    self.continuation = continuation
    self.hub = hub
  }

  deinit {
    continuation.finish()
    let hub = hub
    let id = id
    Task { @MainActor in hub.unsubscribe(id: id) }
  }
}

/// The host already has `maxStreams` live-update streams open.
struct LiveStreamLimit: Error, Equatable {
  let limit: Int
}
