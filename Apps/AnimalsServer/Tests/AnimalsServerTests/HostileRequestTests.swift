import AnimalsData
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real `animals-server` under requests built to exhaust it: a 1.5 MB name, 2,000 queries.
@Suite struct HostileRequestTests {
  static func add(name: String) -> String {
    let escaped = (try? JSONEncoder().encode(name)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    return #"{"mutation":[{"addAnimal":{"name":"# + escaped + #","diet":"Carnivore","categoryId":"Bird"}}]}"#
  }

  static func queries(_ count: Int) -> String {
    #"{"query":["# + Array(repeating: #"{"animals":{}}"#, count: count).joined(separator: ",") + "]}"
  }

  /// The resident memory of `pid` in MiB, from /proc.
  static func residentMiB(_ pid: Int32) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
    let kilobytes = try #require(Int(line.split(separator: " ").dropFirst().first ?? ""))
    return kilobytes / 1024
  }

  static func message(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self)
  }

  @Test func aHugeNameAndThousandsOfQueriesAreRefusedAndTheServerStaysSmall() async throws {
    let database = try TemporaryDatabase.animals()
    let server = try await ServerProcess.start(database: database.url)

    let huge = String(repeating: "x", count: 1_500_000)
    let (hugeStatus, hugeBody) = try await AnimalsServerExecutableTests.post(Self.add(name: huge), to: server.baseURL)
    #expect(hugeStatus == 413, "\(Self.message(hugeBody).prefix(200))")
    #expect(Self.message(hugeBody).contains("larger than 65536 bytes"))

    let (longStatus, longBody) = try await AnimalsServerExecutableTests.post(
      Self.add(name: String(repeating: "é", count: Animal.maximumNameLength + 1)), to: server.baseURL
    )
    #expect(longStatus == 422)
    #expect(Self.message(longBody).contains("at most 200 characters"))

    let (fitStatus, _) = try await AnimalsServerExecutableTests.post(
      Self.add(name: String(repeating: "é", count: Animal.maximumNameLength)), to: server.baseURL
    )
    #expect(fitStatus == 200)

    let flood = Self.queries(2_000)
    #expect(flood.utf8.count > 30_000)
    let (floodStatus, floodBody) = try await AnimalsServerExecutableTests.post(flood, to: server.baseURL)
    #expect(floodStatus == 413)
    #expect(Self.message(floodBody).contains("at most 32 operations; this one has 2000"))

    let (allowedStatus, allowedBody) = try await AnimalsServerExecutableTests.post(Self.queries(32), to: server.baseURL)
    #expect(allowedStatus == 200)
    let answered = try JSONDecoder().decode(RemoteResponse.self, from: allowedBody)
    #expect(answered.query?.count == 32)

    // Nothing long was stored, and the process never grew to hold the flood.
    let animals = try await LocalStore<UUID>(url: database.url).fetchAnimalsQuery()
    #expect(animals.allSatisfy { $0.name.unicodeScalars.count <= Animal.maximumNameLength })
    #expect(try Self.residentMiB(server.child.processIdentifier) < 200)
    #expect(await server.terminate().status == 0)
  }
}
