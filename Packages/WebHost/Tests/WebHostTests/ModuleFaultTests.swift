import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebHost

/// A module that cannot start is shown as unavailable; the host and the other modules run.
@MainActor @Suite struct ModuleFaultTests {
  @Test func failingModuleLeavesTheOthersRunning() async throws {
    let broken = FakeModule(slug: "broken", title: "Broken")
    broken.failStart = true
    let after = FakeModule(slug: "after", title: "After")
    let fixture = try HostFixture(others: [broken, after])
    try await fixture.host.startModules()
    #expect(fixture.module.startedContext != nil)
    #expect(broken.startedContext == nil)
    #expect(after.startedContext != nil)
    await fixture.host.shutdownModules()
    #expect(fixture.module.shutdownCount == 1)
    #expect(after.shutdownCount == 1)
    #expect(broken.shutdownCount == 0)
  }

  @Test func failedModulePagesStreamsAndActionsExplainWhatToDo() async throws {
    let broken = FakeModule(slug: "broken", title: "Broken")
    broken.failStart = true
    let fixture = try HostFixture(others: [broken])
    try await fixture.host.startModules()
    try await fixture.test { client in
      for uri in ["/broken", "/broken/about", "/_events/broken"] {
        let response = try await client.execute(uri: uri, method: .get)
        #expect(response.status == .serviceUnavailable, "\(uri)")
        let html = String(buffer: response.body)
        #expect(html.contains("The Broken module could not start"))
        #expect(html.contains("restart this app"))
        #expect(html.contains("The other modules keep running"))
      }
      let post = try await client.postForm("/broken/actions/add", "amount=1")
      #expect(post.status == .serviceUnavailable)
      #expect(try await client.execute(uri: "/fake", method: .get).status == .ok)
      #expect(try await client.postForm("/fake/actions/add", "amount=1").status == .seeOther)
      let index = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(index.contains(#"<a href="/broken">Broken</a>"#))
    }
    #expect(broken.model.count == 0)
    #expect(fixture.module.model.count == 1)
    await fixture.host.shutdownModules()
  }

  @Test func healthzListsEveryModuleWhenOneFailed() async throws {
    let broken = FakeModule(slug: "broken", title: "Broken")
    broken.failStart = true
    let fixture = try HostFixture(others: [broken])
    try await fixture.host.startModules()
    try await fixture.test { client in
      let response = try await client.execute(uri: "/healthz", method: .get)
      #expect(response.status == .serviceUnavailable)
      let lines = String(buffer: response.body).split(separator: "\n").map(String.init)
      #expect(lines.count == 3)
      #expect(lines.first == "degraded")
      #expect(lines.dropFirst().first == "fake: running")
      #expect(lines.last?.hasPrefix("broken: failed: ") == true)
    }
    await fixture.host.shutdownModules()
  }

  @Test func errorRecoverySuggestionIsTheAdvice() {
    struct Locked: LocalizedError {
      var errorDescription: String? { "locked" }
      var recoverySuggestion: String? { "Close the other program." }
    }
    let unavailable = ModuleUnavailable(slug: "x", title: "X", error: Locked())
    #expect(unavailable.remedy == "Close the other program.")
  }
}
