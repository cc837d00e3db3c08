import DomainRegistry
import NIOCore

/// One live view of one page location, shared by every event stream open on it: a page with
/// 500 open tabs builds its selectors once and renders each change once; every stream gets the
/// same encoded bytes.
@MainActor
final class SharedLiveSession {
  /// The page location the view shows.
  let key: String
  private let session: LiveSession
  /// The current event of each region, so a new stream starts without rendering anything.
  private var events: [ByteBuffer]
  private var subscribers: [Int: AsyncStream<ByteBuffer>.Continuation] = [:]
  private var driver: Task<Void, Never>?

  /// Most events waiting for one slow stream; beyond it the stream ends and the browser
  /// reconnects, receiving every region afresh.
  static let backlogLimit = 256

  /// Renders the view region by region (see `LiveSession.rendering`).
  static func make(key: String, view: PageView) async -> SharedLiveSession {
    SharedLiveSession(key: key, session: await LiveSession.rendering(view))
  }

  private init(key: String, session: LiveSession) {
    self.key = key
    self.session = session
    events = session.initialEvents().map { ByteBuffer(string: $0) }
    let signals = session.signals
    driver = Task { [weak self] in
      for await signal in signals {
        self?.apply(signal)
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
