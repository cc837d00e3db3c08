import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing
import WebHost

/// A host serving `FakeModule` on an ephemeral loopback port with a temporary data directory.
@MainActor
struct HostFixture {
  let module: FakeModule
  let host: WebHost
  /// The host's data directory, removed with the fixture.
  let directory: TemporaryDirectory

  init(
    maxBodySize: Int = 1024,
    heartbeat: Duration = .seconds(15),
    allowedHosts: [String] = [],
    maxLiveStreams: Int = 1024,
    idleTimeout: Duration = .seconds(60),
    pageCacheLimit: Int = 32,
    pageMaxAge: Duration = .seconds(5),
    liveViewGrace: Duration = .zero,
    others: [FakeModule] = []
  ) throws {
    module = FakeModule()
    let registry = ModuleRegistry()
    try registry.register(module)
    for other in others {
      try registry.register(other)
    }
    directory = try TemporaryDirectory(prefix: "webhost")
    host = WebHost(
      registry: registry,
      configuration: HostConfiguration(
        port: 0,
        dataDirectory: directory.url,
        maxBodySize: maxBodySize,
        heartbeat: heartbeat,
        allowedHosts: allowedHosts,
        maxLiveStreams: maxLiveStreams,
        idleTimeout: idleTimeout,
        pageCacheLimit: pageCacheLimit,
        pageMaxAge: pageMaxAge,
        liveViewGrace: liveViewGrace
      )
    )
  }

  func test<Value: Sendable>(_ setup: TestingSetup = .router, _ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws
    -> Value
  {
    try await host.makeApplication().test(setup, body)
  }
}

extension TestClientProtocol {
  func postForm(_ uri: String, _ body: String, contentType: String = "application/x-www-form-urlencoded") async throws -> TestResponse {
    try await execute(uri: uri, method: .post, headers: [.contentType: contentType], body: ByteBuffer(string: body))
  }
}

extension HostFixture {
  /// Runs `body` against the live server with a client whose requests name `authority` in
  /// their `Host` header (HummingbirdTesting's own clients always send `localhost`).
  func withRawClient<Value: Sendable>(
    _ body: @escaping @Sendable (_ client: TestClient, _ port: Int) async throws -> Value
  ) async throws -> Value {
    try await test(.live) { live in
      let port = try #require(live.port)
      return try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
        try await body(client, port)
      }
    }
  }
}

extension TestClient {
  func send(
    _ uri: String, method: HTTPRequest.Method = .get, authority: String, headers: HTTPFields = [:], form: String? = nil
  ) async throws -> TestClient.Response {
    var headers = headers
    if form != nil { headers[.contentType] = "application/x-www-form-urlencoded" }
    return try await execute(
      TestClient.Request(uri, method: method, authority: authority, headers: headers, body: form.map { ByteBuffer(string: $0) })
    )
  }
}
