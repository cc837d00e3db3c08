import NIOCore
import Synchronization

/// The rendered documents of module pages, by location (`/quakes?date=2018-06-10`), so a page
/// request is answered from any thread without the main actor while nothing the page shows has
/// changed.
///
/// A document stops being served as soon as:
/// - something one of its regions read while rendering changes (``markStale(location:token:)``,
///   called from the view's observation, which ``PageRenderer`` keeps alive for that);
/// - a form post (or DevTools) may have changed its module's store (``invalidate(slug:)``, which
///   moves the module to a new epoch: a document rendered in an older epoch is never served);
/// - it is older than ``Policy/maxAge`` (clock-dependent text such as "3 minutes ago"): then it
///   is still served once more while one request renders it again.
///
/// Every count is bounded: at most ``Policy/capacity`` documents, the least recently used
/// dropped first, and documents unused for ``Policy/idleLimit`` dropped when another is stored.
final class PageCache: Sendable {
  /// The cache's limits.
  struct Policy: Sendable {
    /// Most documents kept; 0 renders every request afresh.
    var capacity: Int
    /// How long a document is served before it is rendered again although nothing it observed
    /// changed.
    var maxAge: Duration
    /// A document not requested for this long is dropped when the next one is stored.
    var idleLimit: Duration
  }

  /// What ``lookup(_:)`` found.
  enum Lookup: Equatable {
    /// Serve it.
    case fresh(ByteBuffer)
    /// Serve it, and render the page again: this caller is the one to do it.
    case aged(ByteBuffer)
    /// Render the page (nothing cached, or what is cached may no longer be true).
    case miss
  }

  private struct Entry {
    let slug: String
    let document: ByteBuffer
    /// Identifies the render, so an observation of a replaced view marks nothing stale.
    let token: UInt64
    let epoch: UInt64
    let renderedAt: ContinuousClock.Instant
    var lastUsed: ContinuousClock.Instant
    var isStale = false
    var isBeingRefreshed = false
  }

  private struct State {
    var entries: [String: Entry] = [:]
    /// The invalidation that last concerned each module, and every module.
    var epochs: [String: UInt64] = [:]
    var allEpoch: UInt64 = 0
    var invalidations: UInt64 = 0
    var nextToken: UInt64 = 0

    /// Changes whenever module `slug` or every module is invalidated.
    func epoch(of slug: String) -> UInt64 {
      Swift.max(epochs[slug] ?? 0, allEpoch)
    }
  }

  let policy: Policy
  private let state = Mutex(State())
  private let clock = ContinuousClock()

  init(policy: Policy) {
    self.policy = policy
  }

  /// The document to answer a request for `location` with, if one may be served.
  func lookup(_ location: String) -> Lookup {
    let now = clock.now
    return state.withLock { state in
      guard var entry = state.entries[location] else { return .miss }
      guard !entry.isStale, entry.epoch == state.epoch(of: entry.slug) else { return .miss }
      entry.lastUsed = now
      defer { state.entries[location] = entry }
      guard now - entry.renderedAt > policy.maxAge, !entry.isBeingRefreshed else { return .fresh(entry.document) }
      entry.isBeingRefreshed = true
      return .aged(entry.document)
    }
  }

  /// The epoch of module `slug`: read before rendering one of its pages, handed to ``store``.
  func epoch(of slug: String) -> UInt64 {
    state.withLock { $0.epoch(of: slug) }
  }

  /// A token for a new render, to tie its observation to its document.
  func makeToken() -> UInt64 {
    state.withLock { state in
      state.nextToken += 1
      return state.nextToken
    }
  }

  /// Keeps `document`, rendered in `epoch` of module `slug`, for `location`. Returns the
  /// locations dropped to stay within the policy (their views can be released).
  func store(_ document: ByteBuffer, location: String, slug: String, token: UInt64, epoch: UInt64) -> [String] {
    let now = clock.now
    return state.withLock { state in
      var dropped = state.entries.filter { $0.key != location && now - $0.value.lastUsed > policy.idleLimit }.map(\.key)
      for location in dropped { state.entries[location] = nil }
      state.entries[location] = Entry(slug: slug, document: document, token: token, epoch: epoch, renderedAt: now, lastUsed: now)
      while state.entries.count > policy.capacity {
        guard let oldest = state.entries.min(by: { $0.value.lastUsed < $1.value.lastUsed }) else { break }
        state.entries[oldest.key] = nil
        dropped.append(oldest.key)
      }
      return dropped
    }
  }

  /// Something the document of render `token` showed has changed: render it again before
  /// serving it.
  func markStale(location: String, token: UInt64) {
    state.withLock { state in
      guard state.entries[location]?.token == token else { return }
      state.entries[location]?.isStale = true
    }
  }

  /// A render that was to refresh an aged document did not store one (it failed): let the next
  /// request try.
  func refreshFailed(location: String) {
    state.withLock { $0.entries[location]?.isBeingRefreshed = false }
  }

  /// Module `slug`'s store may have changed in ways no view observed yet (a form post, a
  /// DevTools jump): none of its documents rendered so far is served again. nil means every module.
  func invalidate(slug: String?) {
    state.withLock { state in
      state.invalidations += 1
      if let slug {
        state.epochs[slug] = state.invalidations
      } else {
        state.allEpoch = state.invalidations
      }
    }
  }

  /// Runs `work`, which may change module `slug`'s store (a form, by post or over a live
  /// channel; nil: any module's), with the module's documents invalidated before it, so a page
  /// rendered while it runs is not kept, and after it, before its answer leaves, so the page
  /// that follows is rendered from the new state. The one way a change is announced to the
  /// cache; a change that already happened (a DevTools jump) calls ``invalidate(slug:)``.
  func whileChanging<T>(
    slug: String?, isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> T
  ) async rethrows -> T {
    self.invalidate(slug: slug)
    defer { self.invalidate(slug: slug) }
    return try await work()
  }

  /// Documents kept now.
  var count: Int {
    state.withLock { $0.entries.count }
  }
}
