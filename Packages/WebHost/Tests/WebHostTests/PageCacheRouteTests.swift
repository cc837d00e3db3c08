import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

@testable import WebHost

/// Pages served from the page cache: rendered once, served again while nothing they show
/// changed, and never after a change a user could see.
@MainActor @Suite struct PageCacheRouteTests {
  @Test func aRepeatedRequestIsServedWithoutBuildingThePageAgain() async throws {
    let fixture = try HostFixture()
    let module = fixture.module
    try await fixture.test { client in
      let first = String(buffer: try await client.execute(uri: "/fake", method: .get).body)
      let second = String(buffer: try await client.execute(uri: "/fake", method: .get).body)
      #expect(first == second)
      #expect(first.contains("<p>Count: 0</p>"))
      #expect(await MainActor.run { module.makeViewCount } == 1)
    }
  }

  @Test func aChangeToWhatARegionShowedIsInTheNextRequest() async throws {
    let fixture = try HostFixture()
    let module = fixture.module
    try await fixture.test { client in
      _ = try await client.execute(uri: "/fake", method: .get)
      await MainActor.run { module.model.count = 5 }
      let html = String(buffer: try await client.execute(uri: "/fake", method: .get).body)
      #expect(html.contains("<p>Count: 5</p>"))
      #expect(await MainActor.run { module.makeViewCount } == 2)
    }
  }

  @Test func theRedirectAfterAFormPostShowsWhatThePostChangedEvenUnobserved() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      #expect(String(buffer: try await client.execute(uri: "/fake", method: .get).body).contains("Unobserved: first"))
      let post = try await client.postForm("/fake/actions/rename", "name=second&return=%2Ffake")
      #expect(post.status == .seeOther)
      #expect(String(buffer: try await client.execute(uri: "/fake", method: .get).body).contains("Unobserved: second"))
    }
  }

  @Test func aChangeNobodyObservedIsShownOnceThePageHasAged() async throws {
    let fixture = try HostFixture(pageMaxAge: .milliseconds(50))
    let module = fixture.module
    try await fixture.test { client in
      _ = try await client.execute(uri: "/fake", method: .get)
      await MainActor.run { module.model.unobserved = "changed quietly" }
      // Served as rendered until it ages; then one request renders it again in the background.
      let shown = try await eventually {
        String(buffer: try await client.execute(uri: "/fake", method: .get).body).contains("Unobserved: changed quietly")
      }
      #expect(shown)
    }
  }

  @Test func eachLocationIsCachedOnItsOwnWithinTheLimit() async throws {
    let fixture = try HostFixture(pageCacheLimit: 2)
    let module = fixture.module
    let cache = fixture.host.pageCache
    try await fixture.test { client in
      for location in ["/fake?tab=1", "/fake?tab=2", "/fake?tab=3", "/fake?tab=3"] {
        let status = try await client.execute(uri: location, method: .get).status
        #expect(status == .ok)
      }
      #expect(cache.count == 2)
      // Three locations built, the first one's view released to stay within the limit.
      #expect(await MainActor.run { module.makeViewCount } == 3)
      #expect(await MainActor.run { module.tearDownCount } == 1)
    }
  }

  @Test func aZeroLimitRendersEveryRequestAndReleasesEachView() async throws {
    let fixture = try HostFixture(pageCacheLimit: 0)
    let module = fixture.module
    try await fixture.test { client in
      for _ in 0..<3 {
        let status = try await client.execute(uri: "/fake", method: .get).status
        #expect(status == .ok)
      }
      #expect(await MainActor.run { module.makeViewCount } == 3)
      #expect(await MainActor.run { module.tearDownCount } == 3)
    }
  }

  @Test func theKeptViewsAreReleasedWhenTheHostStops() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      _ = try await client.execute(uri: "/fake?tab=1", method: .get)
      _ = try await client.execute(uri: "/fake?tab=2", method: .get)
      #expect(await MainActor.run { fixture.module.tearDownCount } == 0)
    }
    #expect(fixture.module.tearDownCount == 2)
    #expect(fixture.host.pageRenderer?.viewCount == 0)
  }

  @Test func aRefusedQueryIsNotCached() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      for _ in 0..<2 {
        let status = try await client.execute(uri: "/fake?broken=1", method: .get).status
        #expect(status == .badRequest)
      }
    }
    #expect(fixture.host.pageCache.count == 0)
  }

  @Test func manyConcurrentRequestsForOneLocationBuildItOnce() async throws {
    let fixture = try HostFixture()
    let module = fixture.module
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<32 {
          group.addTask {
            try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
              let response = try await client.send("/fake", authority: "127.0.0.1:\(port)")
              return Int(response.status.code)
            }
          }
        }
        for try await status in group { #expect(status == 200) }
      }
      #expect(await MainActor.run { module.makeViewCount } == 1)
    }
  }
}
