import DomainRegistry
import Logging
import NIOCore

/// One live view of one page location, shared by every event stream open on it: a page with
/// 500 open tabs builds its selectors once and renders each change once; every stream gets the
/// same encoded bytes.
@MainActor
final class SharedLiveSession {
  /// The page location the view shows.
  let key: String
  private var session: LiveSession
  /// Builds the view again, for ``rebuild()``; nil when it cannot be rebuilt.
  private let makeView: (@MainActor () throws -> PageView)?
  /// The current event of each region, so a new stream starts without rendering anything.
  private var events: [ByteBuffer] {
    didSet { initialBytes = nil }
  }
  /// Every region's event in one buffer: a new stream's first write, built once per change
  /// and shared (500 streams opening on a page get one buffer each, not one per region).
  private var initialBytes: ByteBuffer?
  private var subscribers: [Int: AsyncStream<ByteBuffer>.Continuation] = [:]
  private var driver: Task<Void, Never>?
  /// Where each change's fan-out time goes, at debug level (see ``apply(_:)``).
  private let logger: Logger

  /// Most events waiting for one slow stream; beyond it the stream ends and the browser
  /// reconnects, receiving every region afresh.
  static let backlogLimit = 256

  /// Renders the view region by region (see `LiveSession.rendering`).
  static func make(
    key: String,
    view: PageView,
    makeView: (@MainActor () throws -> PageView)? = nil,
    logger: Logger = Logger(label: "immutabledata.live")
  ) async -> SharedLiveSession {
    SharedLiveSession(key: key, session: await LiveSession.rendering(view), makeView: makeView, logger: logger)
  }

  private init(key: String, session: LiveSession, makeView: (@MainActor () throws -> PageView)?, logger: Logger) {
    self.key = key
    self.session = session
    self.makeView = makeView
    self.logger = logger
    events = session.initialEvents().map { ByteBuffer(string: $0) }
    self.drive(session)
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
  /// sends every stream the regions whose HTML changed.
  func rebuild() async {
    guard let makeView, let view = try? makeView() else { return }
    let fresh = await LiveSession.rendering(view)
    session.close()
    session = fresh
    drive(fresh)
    for (index, event) in fresh.initialEvents().enumerated() {
      let buffer = ByteBuffer(string: event)
      guard !events.indices.contains(index) || events[index] != buffer else { continue }
      if events.indices.contains(index) { events[index] = buffer } else { events.append(buffer) }
      send(buffer)
    }
  }

  private func send(_ buffer: ByteBuffer) {
    for (id, continuation) in subscribers {
      if case .dropped = continuation.yield(buffer) {
        continuation.finish()
        subscribers.removeValue(forKey: id)
      }
    }
  }

  var isEmpty: Bool { subscribers.isEmpty }

  /// Streams open on this location now.
  var streamCount: Int { subscribers.count }

  /// A stream starting with every region (one buffer), then each change.
  func subscribe(id: Int) -> (AsyncStream<ByteBuffer>, AsyncStream<ByteBuffer>.Continuation) {
    let (stream, continuation) = AsyncStream.makeStream(of: ByteBuffer.self, bufferingPolicy: .bufferingOldest(Self.backlogLimit))
    continuation.yield(initialEvents())
    subscribers[id] = continuation
    return (stream, continuation)
  }

  /// Every region's current event, concatenated.
  func initialEvents() -> ByteBuffer {
    if let initialBytes { return initialBytes }
    var buffer = ByteBuffer()
    buffer.reserveCapacity(events.reduce(0) { $0 + $1.readableBytes })
    for event in events {
      buffer.writeImmutableBuffer(event)
    }
    initialBytes = buffer
    return buffer
  }

  func unsubscribe(id: Int) {
    subscribers.removeValue(forKey: id)?.finish()
  }

  /// Releases the view's selectors and ends every stream still open.
  func close() {
    for continuation in subscribers.values {
      continuation.finish()
    }
    subscribers = [:]
    session.close()
    driver?.cancel()
    driver = nil
  }

  /// Renders the changed region once and hands its bytes to every stream. The main-actor time
  /// of both steps (wall clock, and the thread's CPU time for both together) is logged at debug
  /// level (`live fan-out`, read by `Scripts/bench L1`): five clock reads per change, and the
  /// message is built only when debug logging is on.
  private func apply(_ signal: LiveSession.Signal) {
    switch signal {
    case .regionChanged(let index):
      let clock = ContinuousClock()
      let start = clock.now
      let cpuStart = ThreadCPUTime.now()
      guard let event = session.rerender(index), events.indices.contains(index) else { return }
      let buffer = ByteBuffer(string: event)
      events[index] = buffer
      let rendered = clock.now
      let streams = subscribers.count
      send(buffer)
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
