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

  /// Every region's current HTML as events: the stream starts with the whole page so a tab that
  /// missed changes between loading and connecting catches up.
  func initialEvents() -> [String] {
    view.regions.indices.map { LiveRegionMarkup.event(regionID: view.regions[$0].id, html: shown[$0]) }
  }

  /// Re-renders region `index`; returns its event only if the HTML differs from what was sent.
  func rerender(_ index: Int) -> String? {
    guard !isClosed, view.regions.indices.contains(index) else { return nil }
    let html = track(index)
    guard html != shown[index] else { return nil }
    shown[index] = html
    return LiveRegionMarkup.event(regionID: view.regions[index].id, html: html)
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
