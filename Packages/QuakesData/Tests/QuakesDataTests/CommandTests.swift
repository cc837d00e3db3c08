import Foundation
import TestSupport
import Testing

/// Runs the built `quakes-data` binary against a loopback feed and a temporary database.
@Suite struct CommandTests {
  func run(_ arguments: [String]) async throws -> CompletedProcess {
    try await ChildProcess.run(ChildProcess.builtProduct("quakes-data"), arguments: arguments)
  }

  @Test func fetchesListsAndDeletesThroughTheCommandLine() async throws {
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.week)))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let db = ["--database", database.url.path]

    let first = try await self.run(["fetch", "--range", "week", "--base-url", server.baseURL.absoluteString] + db)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == "inserted 4655, updated 0, deleted 0, kept 0, total 4655\n")
    #expect(first.stderr.contains("Received 4711 quakes"))

    let again = try await self.run(["fetch", "--range", "week", "--base-url", server.baseURL.absoluteString] + db)
    #expect(again.stdout == "inserted 0, updated 0, deleted 0, kept 4655, total 4655\n")

    let list = try await self.run(["list", "--search", "volcano", "--date", "2018-06-13", "--sort", "magnitude", "--reverse"] + db)
    #expect(list.status == 0)
    let lines = list.stdout.split(separator: "\n")
    #expect(lines.isEmpty == false)
    let magnitudes = lines.compactMap { Double($0.split(separator: "\t")[1]) }
    #expect(magnitudes == magnitudes.sorted(by: >))
    #expect(lines.allSatisfy { $0.contains("2018-06-13T") && $0.lowercased().contains("volcano") })

    let id = try #require(lines.first?.split(separator: "\t").first.map(String.init))
    let delete = try await self.run(["delete", id] + db)
    #expect(delete.status == 0)
    #expect(delete.stdout == "deleted \(id); 4654 quakes left\n")

    let deleteAll = try await self.run(["delete-all"] + db)
    #expect(deleteAll.stdout == "deleted 4654 quakes\n")
  }

  @Test(arguments: [
    (["delete", "missing-id"], "No quake with id \"missing-id\""),
    (["list", "--date", "2018-02-30"], "Not a date in the form YYYY-MM-DD"),
    (["fetch", "--range", "day", "--base-url", "ftp://127.0.0.1/"], "Not an http(s) URL"),
  ])
  func reportsBadInputOnStandardErrorWithAFailureStatus(arguments: [String], message: String) async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let run = try await self.run(arguments + ["--database", database.url.path])
    #expect(run.status != 0)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test func reportsARefusedConnectionAndAnUnopenableDatabase() async throws {
    let server = try LoopbackHTTPServer(routes: [:])
    let baseURL = server.baseURL
    server.stop()
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let refused = try await self.run(["fetch", "--range", "hour", "--base-url", baseURL.absoluteString, "--database", database.url.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("Could not reach \(baseURL.absoluteString)summary/all_hour.geojson"))

    let unopenable = try await self.run(["list", "--database", database.directory.path])
    #expect(unopenable.status == 1)
    #expect(unopenable.stderr.contains("Could not open the quakes database"))
  }

  @Test func aCraftedFeedIsStoredWithoutItsOutOfRangeFeaturesAndListsSafely() async throws {
    let server = try serveWeek(.init(body: CraftedFeed.hostile))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let db = ["--database", database.url.path]
    let fetch = try await self.run(["fetch", "--range", "week", "--base-url", server.baseURL.absoluteString] + db)
    #expect(fetch.status == 0, "\(fetch.stderr)")
    #expect(fetch.stderr.contains("Skipped 6 features with numbers out of range."))
    #expect(fetch.stdout == "inserted 2, updated 0, deleted 0, kept 0, total 2\n")
    let list = try await self.run(["list"] + db)
    #expect(list.status == 0, "\(list.stderr)")
    let ids = Set(list.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) })
    #expect(ids == CraftedFeed.hostileKept)
  }

  @Test func controlCharactersInPlacesAreNotPrinted() async throws {
    // An escape sequence that would clear the screen, and a bidi override, in a place name.
    let place = #"Evil \u001b[2J\u001b]0;owned\u0007 \u202e place"#
    let server = try serveWeek(.init(body: CraftedFeed.document([CraftedFeed.feature("x", place: place)])))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let db = ["--database", database.url.path]
    #expect(try await self.run(["fetch", "--range", "week", "--base-url", server.baseURL.absoluteString] + db).status == 0)
    let list = try await self.run(["list"] + db)
    #expect(list.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E } == false)
    #expect(list.stdout.contains("Evil \u{FFFD}[2J\u{FFFD}]0;owned\u{FFFD} \u{FFFD} place"))
  }

  @Test func aStalledFeedEndsAtTheDeadlineAndHidesTheURLsPassword() async throws {
    let server = try serveWeek(.init(body: CraftedFeed.hostile, byteInterval: 20))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let secretURL = "http://user:s3cret@127.0.0.1:\(server.port)/"
    let run = try await self.run(["fetch", "--range", "week", "--base-url", secretURL, "--deadline", "1", "--database", database.url.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("No complete answer within 1 s"), "\(run.stderr)")
    #expect(run.stderr.contains("s3cret") == false)
    #expect(run.stderr.contains("http://127.0.0.1:\(server.port)/"))
  }
}
