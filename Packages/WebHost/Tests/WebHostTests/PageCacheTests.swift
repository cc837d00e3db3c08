import Hummingbird
import NIOCore
import Testing

@testable import WebHost

/// The cache's own rules, without a server: when a document may be served, and its limits.
@Suite struct PageCacheTests {
  private func cache(capacity: Int = 8, maxAge: Duration = .seconds(60), idleLimit: Duration = .seconds(60)) -> PageCache {
    PageCache(policy: .init(capacity: capacity, maxAge: maxAge, idleLimit: idleLimit))
  }

  private func keep(_ cache: PageCache, _ location: String, slug: String = "fake", body: String = "doc") -> (
    token: UInt64, dropped: [String]
  ) {
    let token = cache.makeToken()
    let dropped = cache.store(ByteBuffer(string: body), location: location, slug: slug, token: token, epoch: cache.epoch(of: slug))
    return (token, dropped)
  }

  @Test func aStoredDocumentIsServedUntilSomethingItShowedChanges() {
    let cache = cache()
    #expect(cache.lookup("/fake") == .miss)
    let (token, _) = keep(cache, "/fake")
    #expect(cache.lookup("/fake") == .fresh(ByteBuffer(string: "doc")))
    cache.markStale(location: "/fake", token: token)
    #expect(cache.lookup("/fake") == .miss)
  }

  @Test func anObservationOfAReplacedRenderMarksNothingStale() {
    let cache = cache()
    let (old, _) = keep(cache, "/fake", body: "old")
    _ = keep(cache, "/fake", body: "new")
    cache.markStale(location: "/fake", token: old)
    #expect(cache.lookup("/fake") == .fresh(ByteBuffer(string: "new")))
  }

  @Test func invalidatingAModuleDropsOnlyItsDocuments() {
    let cache = cache()
    _ = keep(cache, "/fake", slug: "fake")
    _ = keep(cache, "/other", slug: "other")
    cache.invalidate(slug: "fake")
    #expect(cache.lookup("/fake") == .miss)
    #expect(cache.lookup("/other") != .miss)
  }

  @Test func invalidatingEveryModuleDropsEveryDocument() {
    let cache = cache()
    _ = keep(cache, "/fake", slug: "fake")
    _ = keep(cache, "/other", slug: "other")
    cache.invalidate(slug: nil)
    #expect(cache.lookup("/fake") == .miss)
    #expect(cache.lookup("/other") == .miss)
  }

  @Test func aChangeInvalidatesBeforeAndAfterIt() async {
    let cache = cache()
    _ = keep(cache, "/fake", slug: "fake")
    await cache.whileChanging(slug: "fake") {
      // During the change: what was kept is not served, and a page rendered now is not either.
      #expect(cache.lookup("/fake") == .miss)
      _ = keep(cache, "/fake", slug: "fake", body: "during")
    }
    #expect(cache.lookup("/fake") == .miss)
    // After it, a page rendered from the new state is served.
    _ = keep(cache, "/fake", slug: "fake", body: "after")
    #expect(cache.lookup("/fake") == .fresh(ByteBuffer(string: "after")))
  }

  @Test func aDocumentRenderedBeforeAnInvalidationIsNeverServed() {
    let cache = cache()
    // The render read the epoch, then a form post finished while it rendered.
    let epoch = cache.epoch(of: "fake")
    cache.invalidate(slug: "fake")
    _ = cache.store(ByteBuffer(string: "doc"), location: "/fake", slug: "fake", token: cache.makeToken(), epoch: epoch)
    #expect(cache.lookup("/fake") == .miss)
  }

  @Test func anAgedDocumentIsServedWhileExactlyOneCallerRendersItAgain() {
    let cache = cache(maxAge: .zero)
    _ = keep(cache, "/fake")
    #expect(cache.lookup("/fake") == .aged(ByteBuffer(string: "doc")))
    #expect(cache.lookup("/fake") == .fresh(ByteBuffer(string: "doc")))
    cache.refreshFailed(location: "/fake")
    #expect(cache.lookup("/fake") == .aged(ByteBuffer(string: "doc")))
  }

  @Test func theLeastRecentlyUsedDocumentGoesFirstBeyondTheCapacity() {
    let cache = cache(capacity: 2)
    _ = keep(cache, "/a")
    _ = keep(cache, "/b")
    _ = cache.lookup("/a")
    let (_, dropped) = keep(cache, "/c")
    #expect(dropped == ["/b"])
    #expect(cache.count == 2)
    #expect(cache.lookup("/a") != .miss)
    #expect(cache.lookup("/b") == .miss)
  }

  @Test func aZeroCapacityKeepsNothing() {
    let cache = cache(capacity: 0)
    let (_, dropped) = keep(cache, "/fake")
    #expect(dropped == ["/fake"])
    #expect(cache.lookup("/fake") == .miss)
    #expect(cache.count == 0)
  }

  @Test func documentsNobodyRequestedForTheIdleLimitAreDroppedWhenAnotherIsStored() {
    let cache = cache(idleLimit: .zero)
    _ = keep(cache, "/a")
    let (_, dropped) = keep(cache, "/b")
    #expect(dropped == ["/a"])
    #expect(cache.count == 1)
  }

  @Test(
    arguments: [
      ("/fake/actions/add", "fake"), ("/fake", "fake"), ("/fake?tab=1", "fake"), ("/fakes", nil), ("/_devtools/fake/jump", nil),
      ("/other/actions/x", nil), ("/", nil),
    ] as [(String, String?)])
  func aPostInvalidatesTheModuleItIsAddressedTo(path: String, slug: String?) {
    #expect(PageCacheMiddleware<BasicRequestContext>.slug(of: path, among: ["fake"]) == slug)
  }
}
