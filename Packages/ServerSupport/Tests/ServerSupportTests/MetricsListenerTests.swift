import ArgumentParser
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Prometheus
import ServerOptions
import Testing

/// `GET /metrics` on a listener of its own: loopback unless allowed, nothing else served.
@Suite struct MetricsListenerTests {
  let registry = PrometheusCollectorRegistry()

  /// Runs `body` with a client of the metrics listener serving `registry` on a free loopback port.
  private func withListener<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value)
    async throws -> Value
  {
    let listener = try MetricsListener(port: 0, registry: registry)
    return try await listener.makeApplication(logger: Logger(label: "metrics-test")).test(.live, body)
  }

  @Test func theListenerServesTheRegistryAsPrometheusText() async throws {
    registry.makeCounter(descriptor: MetricNameDescriptor(metricName: "scraped", unitName: "total", helpText: "Scrapes of this test."))
      .increment(by: Int64(3))
    try await withListener { client in
      let response = try await client.execute(uri: "/metrics", method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
      #expect(response.headers[.cacheControl] == "no-store")
      #expect(String(buffer: response.body).contains("scraped_total 3"))
    }
  }

  @Test func theListenerServesNothingButMetrics() async throws {
    try await withListener { client in
      let index = try await client.execute(uri: "/", method: .get)
      let health = try await client.execute(uri: "/healthz", method: .get)
      let post = try await client.execute(uri: "/metrics", method: .post)
      #expect(index.status == .notFound)
      #expect(health.status == .notFound)
      #expect(post.status != .ok)
    }
  }

  @Test func aScrapeNamingAnotherHostIsRefused() async throws {
    try await withListener { listener in
      let port = try #require(listener.port)
      try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
        var statuses: [String: HTTPResponse.Status] = [:]
        for authority in ["attacker.example", "attacker.example:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "localhost"] {
          statuses[authority] = try await client.execute(TestClient.Request("/metrics", method: .get, authority: authority)).status
        }
        #expect(statuses["attacker.example"] == .misdirectedRequest)
        #expect(statuses["attacker.example:\(port)"] == .misdirectedRequest)
        #expect(statuses["127.0.0.1:\(port)"] == .ok)
        #expect(statuses["[::1]:\(port)"] == .ok)
        #expect(statuses["localhost"] == .ok)
      }
    }
  }

  @Test(arguments: ["0.0.0.0", "192.168.1.20", "::", "metrics.example"])
  func aMetricsHostOtherMachinesReachIsRefused(host: String) throws {
    #expect(throws: MetricsListenerError.notLoopback(host: host)) {
      try MetricsListener(host: host, port: 0, registry: registry)
    }
    do {
      _ = try ListenOptions.parse(["--metrics-port", "9100", "--metrics-host", host])
      Issue.record("--metrics-host \(host) was accepted")
    } catch {
      #expect(ListenOptions.message(for: error).contains("--metrics-allow-remote"))
    }
    // Allowed only when said explicitly.
    _ = try MetricsListener(host: host, port: 0, allowsRemote: true, registry: registry)
    let options = try ListenOptions.parse(["--metrics-port", "9100", "--metrics-host", host, "--metrics-allow-remote"])
    #expect(options.metrics.allowsRemote)
  }

  @Test(arguments: ["127.0.0.1", "127.0.0.2", "localhost", "::1", "[::1]"])
  func aLoopbackMetricsHostIsAccepted(host: String) throws {
    let listener = try MetricsListener(host: host, port: 0, registry: registry)
    #expect(listener.host == host)
    let options = try ListenOptions.parse(["--metrics-port", "9100", "--metrics-host", host])
    #expect(options.metrics.port == 9100)
  }

  @Test func metricsAreOffUnlessAPortIsGiven() throws {
    #expect(try ListenOptions.parse([]).metrics.port == nil)
    #expect(throws: (any Error).self) { try ListenOptions.parse(["--metrics-port", "70000"]) }
    #expect(try ListenOptions.parse(["--metrics-port", "0"]).metrics.port == 0)
  }

  /// What the server of these tests throws, so a test sees whether it ran.
  struct ServerRan: Error {}

  @Test func withoutAMetricsPortTheServerRunsAlone() async throws {
    await #expect(throws: ServerRan.self) {
      try await ListenOptions.parse([]).metrics.serve(logger: Logger(label: "metrics-test")) { throw ServerRan() }
    }
  }

  @Test func aTakenMetricsPortStopsTheStartBeforeTheServerRuns() async throws {
    let (channel, port) = try await occupiedLoopbackPort()
    defer { channel.close(promise: nil) }
    let options = try ListenOptions.parse(["--metrics-port", "\(port)"])
    // Had the server run, it would have thrown `ServerRan`.
    await #expect(throws: MetricsListenerError.portInUse(host: "127.0.0.1", port: port)) {
      try await options.metrics.serve(logger: Logger(label: "metrics-test")) { throw ServerRan() }
    }
    #expect(MetricsListenerError.portInUse(host: "127.0.0.1", port: port).description.contains("--metrics-port"))
  }

  @Test func aMetricsAddressThisMachineDoesNotHaveNamesTheMetricsOption() async throws {
    // 192.0.2.0/24 is reserved for documentation: no machine has it.
    let options = try ListenOptions.parse(["--metrics-port", "9100", "--metrics-host", "192.0.2.1", "--metrics-allow-remote"])
    await #expect {
      try await options.metrics.serve(logger: Logger(label: "metrics-test")) { throw ServerRan() }
    } throws: { error in
      guard case .cannotListen(host: "192.0.2.1", port: 9100, _)? = error as? MetricsListenerError else { return false }
      return String(describing: error).contains("--metrics-host")
    }
  }

  @Test func numbersOutOfRangeAreRefusedNamingTheOption() {
    #expect(throws: (any Error).self) { try ListenOptions.parse(["--port", "65536"]) }
    do {
      try ListenOptions.check(0, within: 1...1_000, option: "--max-operations")
      Issue.record("0 was accepted")
    } catch {
      #expect(ListenOptions.message(for: error) == "--max-operations must be between 1 and 1000.")
    }
  }
}
