import DomainRegistry
import Logging
import NIOCore

/// One live view of one page location, shared by every tab open on it: a page with 500 open
/// tabs builds its selectors once and renders each change once; every tab gets the same
/// encoded bytes.
@MainActor
final class SharedLiveSession {
  /// The page location the view shows.
  let key: String
  /// Each region's digest and last change, kept by the hub beyond this view's life.
  let history: LiveHistory
  private var session: LiveSession
  /// Builds the view again, for ``rebuild()``; nil when it cannot be rebuilt.
  private let makeView: (@MainActor () throws -> PageView)?
  private let sequence: LiveSequence
  /// Each region as its JSON object, encoded the first time it is sent whole and kept, so a
  /// new tab starts without rendering anything (see ``region(_:)``); a tab moving in place,
  /// answered with patches, costs no encoding of the whole regions.
  private var encoded: [ByteBuffer?]
  /// Every region in one message: a new tab's first write, built once per change and shared
  /// (500 tabs opening on a page get one buffer, not one per tab or region).
  private var fullMessage: LiveMessage?
  private var subscribers: [Int: Subscriber] = [:]
  private var driver: Task<Void, Never>?
  /// Where each change's fan-out time goes, at debug level (see ``apply(_:)``).
  private let logger: Logger

  /// Most messages waiting for one slow tab; beyond it the tab's channel ends and the browser
  /// reconnects, receiving what it missed.
  static let backlogLimit = 256

  /// Renders the view region by region (see `LiveSession.rendering`). `history` is what the
  /// host remembers of the location from an earlier view: regions that render the same keep
  /// their version, so a tab that was away gets only what differs.
  static func make(
    key: String,
    view: PageView,
    makeView: (@MainActor () throws -> PageView)? = nil,
    sequence: LiveSequence = LiveSequence(),
    history: LiveHistory? = nil,
    logger: Logger = Logger(label: "immutabledata.live")
  ) async -> SharedLiveSession {
    let session = await LiveSession.rendering(view)
    let digests = session.html.map(LiveRegionMarkup.digest)
    let history = history ?? LiveHistory(digests: digests, at: sequence.next())
    _ = history.adopt(digests, nextSequence: sequence.next)
    return SharedLiveSession(
      key: key, session: session, history: history, makeView: makeView, sequence: sequence, logger: logger)
  }

  private init(
    key: String,
    session: LiveSession,
    history: LiveHistory,
    makeView: (@MainActor () throws -> PageView)?,
    sequence: LiveSequence,
    logger: Logger
  ) {
    self.key = key
    self.session = session
    self.history = history
    self.makeView = makeView
    self.sequence = sequence
    self.logger = logger
    encoded = Self.unencoded(session)
    self.drive(session)
  }

  /// No region of `session` encoded yet.
  private static func unencoded(_ session: LiveSession) -> [ByteBuffer?] {
    Array(repeating: nil, count: min(session.regionIDs.count, session.html.count))
  }

  /// Region `index` as its JSON object (see `LiveMessage`), encoded once per version of it.
  private func region(_ index: Int) -> ByteBuffer {
    if let buffer = encoded[index] { return buffer }
    let html = session.html[index]
    let digest = history.digests.indices.contains(index) ? history.digests[index] : LiveRegionMarkup.digest(html)
    let buffer = LiveRegionMarkup.regionJSON(regionID: session.regionIDs[index], html: html, digest: digest)
    encoded[index] = buffer
    return buffer
  }

  private func drive(_ session: LiveSession) {
    driver?.cancel()
    let signals = session.signals
    driver = Task { [weak self] in
      for await signal in signals {
        self?.apply(signal)
      }
    }
  }

  /// Replaces the view with a fresh one, whose selectors read the store's current state, and
  /// sends every tab the regions whose HTML changed.
  func rebuild() async {
    guard let makeView, let view = try? makeView() else { return }
    let fresh = await LiveSession.rendering(view)
    session.close()
    session = fresh
    drive(fresh)
    let digests = fresh.html.map(LiveRegionMarkup.digest)
    let changed = history.adopt(digests, nextSequence: sequence.next)
    guard !changed.isEmpty else { return }
    encoded = Self.unencoded(fresh)
    fullMessage = nil
    send(LiveMessage(regions: changed.map { region($0) }, version: sequence.version(history.version)))
  }

  /// One tab's channel: an event stream's messages, or a WebSocket written to directly.
  private enum Subscriber {
    case stream(AsyncStream<LiveMessage>.Continuation)
    case socket(LiveSocketWriter)

    @MainActor func end() {
      switch self {
      case .stream(let continuation): continuation.finish()
      case .socket(let writer): writer.end()
      }
    }
  }

  /// Hands `message` to every tab. Event streams get it through their continuation (their
  /// response task writes it); WebSockets are written here, one closure per event loop that
  /// writes the same frame to each of its connections, instead of waking a task per tab.
  private func send(_ message: LiveMessage) {
    var sockets: [ObjectIdentifier: (loop: any EventLoop, connections: [any Channel])] = [:]
    for (id, subscriber) in subscribers {
      switch subscriber {
      case .stream(let continuation):
        if case .dropped = continuation.yield(message) {
          continuation.finish()
          subscribers.removeValue(forKey: id)
        }
      case .socket(let writer):
        writer.behind = writer.connection.isWritable ? 0 : writer.behind + 1
        guard writer.behind <= Self.backlogLimit else {
          writer.end()
          subscribers.removeValue(forKey: id)
          continue
        }
        let loop = writer.connection.eventLoop
        sockets[ObjectIdentifier(loop), default: (loop, [])].connections.append(writer.connection)
      }
    }
    guard !sockets.isEmpty else { return }
    let frame = LiveSocketWriter.frame(message)
    for (loop, connections) in sockets.values {
      loop.execute {
        for connection in connections {
          connection.writeAndFlush(frame, promise: nil)
        }
      }
    }
  }

  var isEmpty: Bool { subscribers.isEmpty }

  /// Tabs open on this location now.
  var streamCount: Int { subscribers.count }

  /// A tab's messages: first what it lacks (see ``catchUp(from:)``), then each change.
  func subscribe(id: Int, resumingFrom version: LiveVersion? = nil) -> (AsyncStream<LiveMessage>, AsyncStream<LiveMessage>.Continuation) {
    let (stream, continuation) = AsyncStream.makeStream(of: LiveMessage.self, bufferingPolicy: .bufferingOldest(Self.backlogLimit))
    continuation.yield(catchUp(from: version))
    subscribers[id] = .stream(continuation)
    return (stream, continuation)
  }

  /// A tab's WebSocket: written what it lacks now (see ``catchUp(from:have:)``), then each
  /// change. `location` marks the first message as the answer to the tab's move there.
  /// `bases` is HTML the tab holds exactly, by element id (see ``catchUp(from:have:bases:)``).
  func subscribe(
    id: Int, resumingFrom version: LiveVersion? = nil, have: [String: String]? = nil, writer: LiveSocketWriter,
    answering location: String? = nil, following: Bool = false, bases: [String: String] = [:]
  ) {
    let message = catchUp(from: version, have: have, bases: bases)
    writer.write(location.map { message.answering($0, following: following) } ?? message)
    subscribers[id] = .socket(writer)
  }

  /// What a tab at `version` holding regions with the digests `have` (by element id) lacks:
  /// the regions changed since `version`, when this host can tell (the version is its own and
  /// the location's record reaches back to it); else, when the tab said what it holds, the
  /// regions whose digest differs (a first connect sends only what changed since the page was
  /// rendered, a tab moving in place only what its new location shows otherwise); every region
  /// otherwise. A tab already current gets a message with no region, which tells it it is live.
  ///
  /// `bases` is the HTML of regions the tab holds exactly (whose digest is the one in `have`),
  /// by element id: a region that differs from its base by a few tags is sent as a patch of it
  /// (see ``RegionPatch``) when that is less than half its size. Such a message is this tab's
  /// alone.
  func catchUp(from version: LiveVersion?, have: [String: String]? = nil, bases: [String: String] = [:]) -> LiveMessage {
    if let version, version.boot == sequence.boot, let changed = history.regionsChanged(after: version.sequence),
      changed.count < encoded.count
    {
      return LiveMessage(regions: changed.map { region($0) }, version: sequence.version(history.version))
    }
    if let have {
      let ids = session.regionIDs
      let digests = history.digests
      let differing = encoded.indices.filter { index in
        guard ids.indices.contains(index), digests.indices.contains(index) else { return true }
        return have[LiveRegionMarkup.elementID(ids[index])] != digests[index]
      }
      // Every region whole is the shared message; patches are this tab's alone.
      if differing.count < encoded.count || !bases.isEmpty {
        return LiveMessage(regions: differing.map { patched($0, have: have, bases: bases) }, version: sequence.version(history.version))
      }
    }
    return allRegions()
  }

  /// Region `index` as a patch of the tab's base HTML when it has one and the patch is smaller
  /// than half the region, else whole.
  private func patched(_ index: Int, have: [String: String], bases: [String: String]) -> ByteBuffer {
    let elementID = LiveRegionMarkup.elementID(session.regionIDs[index])
    guard let base = bases[elementID], let baseDigest = have[elementID], session.html.indices.contains(index),
      history.digests.indices.contains(index)
    else { return region(index) }
    let html = session.html[index]
    guard let patch = RegionPatch(from: base, to: html) else { return region(index) }
    let json = LiveRegionMarkup.patchJSON(regionID: elementID, digest: history.digests[index], base: baseDigest, patch: patch)
    // Against the HTML's size, which the region's JSON exceeds only by its escapes: no need to
    // encode the whole region to learn that the patch is smaller.
    return json.readableBytes * 2 < html.utf8.count ? json : region(index)
  }

  /// The HTML of each region whose digest is the one the tab holds (`have`) and that the tab
  /// holds exactly (`exact`, element ids): what a patch for the tab may start from.
  func bases(have: [String: String]?, exact: Set<String>) -> [String: String] {
    guard let have, !exact.isEmpty else { return [:] }
    var bases: [String: String] = [:]
    for (index, id) in session.regionIDs.enumerated() where session.html.indices.contains(index) && history.digests.indices.contains(index)
    {
      let elementID = LiveRegionMarkup.elementID(id)
      if exact.contains(elementID), have[elementID] == history.digests[index] {
        bases[elementID] = session.html[index]
      }
    }
    return bases
  }

  /// Each region's digest by element id: what a tab that was sent every change holds.
  var heldDigests: [String: String] {
    var held: [String: String] = [:]
    for (index, id) in session.regionIDs.enumerated() where history.digests.indices.contains(index) {
      held[LiveRegionMarkup.elementID(id)] = history.digests[index]
    }
    return held
  }

  /// Every region in one message.
  func allRegions() -> LiveMessage {
    if let fullMessage { return fullMessage }
    let message = LiveMessage(regions: encoded.indices.map(region), version: sequence.version(history.version))
    fullMessage = message
    return message
  }

  /// Forgets tab `id`. An event stream's messages end; a WebSocket is closed only when
  /// `ending` (the host ends it; otherwise its tab left and its connection is closing).
  func unsubscribe(id: Int, ending: Bool = false) {
    switch subscribers.removeValue(forKey: id) {
    case .stream(let continuation): continuation.finish()
    case .socket(let writer) where ending: writer.end()
    case .socket, nil: break
    }
  }

  /// Releases the view's selectors and ends every tab's messages.
  func close() {
    for subscriber in subscribers.values {
      subscriber.end()
    }
    subscribers = [:]
    session.close()
    driver?.cancel()
    driver = nil
  }

  /// Renders the changed region once and hands its bytes to every tab. The main-actor time
  /// of both steps (wall clock, and the thread's CPU time for both together) is logged at debug
  /// level (`live fan-out`, read by `Scripts/bench L1`): five clock reads per change, and the
  /// message is built only when debug logging is on.
  private func apply(_ signal: LiveSession.Signal) {
    switch signal {
    case .regionChanged(let index):
      let clock = ContinuousClock()
      let start = clock.now
      let cpuStart = ThreadCPUTime.now()
      guard let html = session.rerender(index), encoded.indices.contains(index) else { return }
      let digest = LiveRegionMarkup.digest(html)
      let region = LiveRegionMarkup.regionJSON(regionID: session.regionIDs[index], html: html, digest: digest)
      encoded[index] = region
      fullMessage = nil
      let changedAt = sequence.next()
      history.record(index: index, digest: digest, at: changedAt)
      let message = LiveMessage(regions: [region], version: sequence.version(changedAt))
      let rendered = clock.now
      let streams = subscribers.count
      send(message)
      let handedOff = clock.now
      let cpu = ThreadCPUTime.now() - cpuStart
      logger.debug(
        "live fan-out \(key): streams=\(streams) render_us=\(Self.microseconds(rendered - start)) handoff_us=\(Self.microseconds(handedOff - rendered)) cpu_us=\(Self.microseconds(cpu))"
      )
    }
  }

  /// Microseconds to one decimal.
  static func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return ((Double(seconds) * 1e6 + Double(attoseconds) / 1e12) * 10).rounded() / 10
  }
}
