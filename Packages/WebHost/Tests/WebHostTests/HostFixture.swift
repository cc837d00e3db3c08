import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
import WebHost

/// A host serving `FakeModule` on an ephemeral loopback port with a temporary data directory.
@MainActor
struct HostFixture {
  let module: FakeModule
  let host: WebHost

  init(maxBodySize: Int = 1024, heartbeat: Duration = .seconds(15)) throws {
    module = FakeModule()
    let registry = ModuleRegistry()
    try registry.register(module)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("webhost-\(UUID().uuidString)")
    host = WebHost(
      registry: registry,
      configuration: HostConfiguration(port: 0, dataDirectory: directory, maxBodySize: maxBodySize, heartbeat: heartbeat)
    )
  }

  func test<Value: Sendable>(_ setup: TestingSetup = .router, _ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
    try await host.makeApplication().test(setup, body)
  }
}

extension TestClientProtocol {
  func postForm(_ uri: String, _ body: String, contentType: String = "application/x-www-form-urlencoded") async throws -> TestResponse {
    try await execute(uri: uri, method: .post, headers: [.contentType: contentType], body: ByteBuffer(string: body))
  }
}
