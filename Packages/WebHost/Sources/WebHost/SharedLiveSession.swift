import DomainRegistry
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
  private var events: [ByteBuffer]
  private var subscribers: [Int: AsyncStream<ByteBuffer>.Continuation] = [:]
  private var driver: Task<Void, Never>?

  /// Most events waiting for one slow stream; beyond it the stream ends and the browser
  /// reconnects, receiving every region afresh.
  static let backlogLimit = 256

  /// Renders the view region by region (see `LiveSession.rendering`).
  static func make(key: String, view: PageView, makeView: (@MainActor () throws -> PageView)? = nil) async -> SharedLiveSession {
    SharedLiveSession(key: key, session: await LiveSession.rendering(view), makeView: makeView)
  }

  private init(key: String, session: LiveSession, makeView: (@MainActor () throws -> PageView)?) {
    self.key = key
    self.session = session
    self.makeView = makeView
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

  /// A stream starting with every region, then each change.
  func subscribe(id: Int) -> (AsyncStream<ByteBuffer>, AsyncStream<ByteBuffer>.Continuation) {
    let (stream, continuation) = AsyncStream.makeStream(of: ByteBuffer.self, bufferingPolicy: .bufferingOldest(Self.backlogLimit))
    for event in events {
      continuation.yield(event)
    }
    subscribers[id] = continuation
    return (stream, continuation)
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

  private func apply(_ signal: LiveSession.Signal) {
    switch signal {
    case .regionChanged(let index):
      guard let event = session.rerender(index), events.indices.contains(index) else { return }
      let buffer = ByteBuffer(string: event)
      events[index] = buffer
      for (id, continuation) in subscribers {
        if case .dropped = continuation.yield(buffer) {
          continuation.finish()
          subscribers.removeValue(forKey: id)
        }
      }
    }
  }
}
