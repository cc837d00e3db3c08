import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct LoopbackHTTPServerTests {
  @Test func servesTheBodyStatusAndContentTypeOfARoute() async throws {
    let body = Data(#"{"ok":true}"#.utf8)
    let server = try LoopbackHTTPServer(routes: ["/a.json": .init(status: 201, body: body)])
    defer { server.stop() }
    let (data, response) = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("a.json"))
    let http = try #require(response as? HTTPURLResponse)
    #expect(http.statusCode == 201)
    #expect(http.mimeType == "application/json")
    #expect(data == body)
  }

  @Test func answersNotFoundForAnUnknownPath() async throws {
    let server = try LoopbackHTTPServer(routes: [:])
    defer { server.stop() }
    let (_, response) = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("missing"))
    #expect((response as? HTTPURLResponse)?.statusCode == 404)
  }

  @Test func refusesConnectionsAfterStopping() async throws {
    let server = try LoopbackHTTPServer(routes: [:])
    let url = server.baseURL
    server.stop()
    await #expect(throws: (any Error).self) {
      _ = try await URLSession.shared.data(from: url)
    }
  }
}
