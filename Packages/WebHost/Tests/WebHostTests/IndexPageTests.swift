import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WebHost

/// A module that describes itself and reports a live count, as the index shows them.
@MainActor
private final class DescribedModule: DomainModule {
  let slug = "described"
  let title = "Described"
  let summary = "Counts <things> & shows them."
  var count = 0
  var failStart = false
  func start(context: ModuleContext) async throws {
    if failStart { throw CocoaError(.fileReadCorruptFile) }
  }
  var pages: [Page] { [] }
  var actions: [FormAction] { [] }
  func status() -> String? { "\(count) things" }
}

@MainActor @Suite struct IndexPageTests {
  private func host(_ module: DescribedModule) throws -> WebHost {
    let registry = ModuleRegistry()
    try registry.register(module)
    try registry.register(FakeModule())
    return WebHost(
      registry: registry,
      configuration: HostConfiguration(
        port: 0, dataDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("webhost-\(UUID().uuidString)")
      )
    )
  }

  @Test func indexShowsEachModuleWithItsSentenceAndLiveStatus() async throws {
    let module = DescribedModule()
    let host = try host(module)
    try await host.makeApplication().test(.router) { client in
      let before = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(before.contains(#"<a href="/described">Described</a>"#))
      #expect(before.contains(#"<p class="module-summary">Counts &lt;things&gt; &amp; shows them.</p>"#))
      #expect(before.contains(#"<p class="module-status">0 things</p>"#))
      // A module without a summary or status is listed by its link alone.
      #expect(before.contains(#"<li><a href="/fake">Fake</a></li>"#))
      await MainActor.run { module.count = 3 }
      let after = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(after.contains(#"<p class="module-status">3 things</p>"#))
    }
  }

  @Test func moduleThatFailedToStartSaysSoInsteadOfAStatus() async throws {
    let module = DescribedModule()
    module.failStart = true
    let host = try host(module)
    try await host.startModules()
    try await host.makeApplication().test(.router) { client in
      let html = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(html.contains(#"<p class="module-status error">Not running: it could not start (open it to see why).</p>"#))
      #expect(!html.contains("0 things"))
    }
    await host.shutdownModules()
  }

  @Test(arguments: ["/favicon.svg", "/favicon.ico"])
  func faviconIsServedAsSVG(uri: String) async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(uri: uri, method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "image/svg+xml")
      #expect(String(buffer: response.body).hasPrefix("<svg "))
    }
  }

  @Test(arguments: ["/", "/fake", "/nowhere"])
  func everyPageLinksTheFavicon(uri: String) async throws {
    try await HostFixture().test { client in
      let html = String(buffer: try await client.execute(uri: uri, method: .get).body)
      #expect(html.contains(#"<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>"#))
    }
  }
}
