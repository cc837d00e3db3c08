import DomainRegistry

/// Keeps one page view alive for one event stream and tells which regions changed.
///
/// Each region is rendered inside `withObservationTracking`, so any observable value it reads
/// (an ImmutableBinding selector's output) arms a one-shot change signal; the signal carries the
/// region's index, and re-rendering that region re-arms it.
@MainActor
final class LiveSession {
  enum Signal: Sendable {
    case regionChanged(Int)
  }

  let signals: AsyncStream<Signal>
  let continuation: AsyncStream<Signal>.Continuation
  private let view: PageView
  private var shown: [String]
  private var isClosed = false

  /// Renders every region now.
  convenience init(view: PageView) {
    self.init(unrenderedView: view)
    for index in view.regions.indices {
      shown[index] = track(index)
    }
  }

  private init(unrenderedView view: PageView) {
    self.view = view
    regionIDs = view.regions.map(\.id)
    (signals, continuation) = AsyncStream.makeStream(of: Signal.self)
    shown = Array(repeating: "", count: view.regions.count)
  }

  /// Renders the regions one at a time, letting other main-actor work (other streams, page
  /// requests, dispatches) run between them instead of holding the main actor for the page.
  static func rendering(_ view: PageView) async -> LiveSession {
    let session = LiveSession(unrenderedView: view)
    for index in view.regions.indices {
      if index > 0 { await Task.yield() }
      session.shown[index] = session.track(index)
    }
    return session
  }

  /// The regions' ids, in the view's order (read on every change: kept, not mapped each time).
  let regionIDs: [String]

  /// Every region's HTML as last rendered.
  var html: [String] { shown }

  /// Re-renders region `index`; returns its HTML only if it differs from what was shown.
  func rerender(_ index: Int) -> String? {
    guard !isClosed, view.regions.indices.contains(index) else { return nil }
    let html = track(index)
    guard html != shown[index] else { return nil }
    shown[index] = html
    return html
  }

  /// Releases the view's selectors and ends `signals`. Safe to call more than once.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    continuation.finish()
    view.tearDown()
  }

  private func track(_ index: Int) -> String {
    let region = view.regions[index]
    let continuation = self.continuation
    return region.renderObserved { continuation.yield(.regionChanged(index)) }
  }
}
