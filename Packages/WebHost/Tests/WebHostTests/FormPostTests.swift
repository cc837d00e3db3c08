import DomainRegistry
import Hummingbird
import HummingbirdTesting
import Testing
@testable import WebHost

@MainActor @Suite struct FormPostTests {
  @Test func formPostPerformsTheActionAndRedirectsBack() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.postForm("/fake/actions/add", "amount=5&return=%2Ffake%3Fsort%3Dname")
      #expect(response.status == .seeOther)
      #expect(response.headers[.location] == "/fake?sort=name")
    }
    #expect(fixture.module.model.count == 5)
  }

  @Test(arguments: [
    ("return=%2F%2Fevil.example", "/fake"),
    ("return=https%3A%2F%2Fevil.example", "/fake"),
    ("", "/fake"),
    ("return=%2Ffake%2Fabout", "/fake/about"),
    // Browsers drop tabs and newlines and read `\` as `/`: each of these would leave the site.
    ("return=%2F%09%2Fevil.example", "/fake"),
    ("return=%2F%0A%2Fevil.example", "/fake"),
    ("return=%2F%0D%2Fevil.example", "/fake"),
    ("return=%2F%5Cevil.example", "/fake"),
    ("return=%5C%5Cevil.example", "/fake"),
    ("return=%09%2F%2Fevil.example", "/fake"),
    ("return=%2F+%2Fevil.example", "/fake"),
    ("return=%2F%C2%A0%2Fevil.example", "/fake"),
    ("return=%2F%E2%80%A8%2Fevil.example", "/fake"),
    ("return=%2F%E2%80%8B%2Fevil.example", "/fake"),
    ("return=%2F%00%2Fevil.example", "/fake"),
    ("return=%2Ffake%2F%2Fabout", "/fake"),
    ("return=fake", "/fake"),
    ("return=%2Ffake%3Fsearch%3Dsan%2Bjose%23top", "/fake?search=san+jose#top"),
  ])
  func redirectOnlyFollowsLocalPaths(returnField: String, expected: String) async throws {
    try await HostFixture().test { client in
      let response = try await client.postForm("/fake/actions/add", "amount=1&" + returnField)
      #expect(response.headers[.location] == expected)
    }
  }

  @Test(arguments: [
    ("amount=abc", "application/x-www-form-urlencoded", "not a number"),
    ("other=1", "application/x-www-form-urlencoded", "“amount” is missing"),
    ("amount=%ZZ", "application/x-www-form-urlencoded", "malformed"),
    (#"{"amount":1}"#, "application/json", "Expected a form post"),
  ])
  func malformedPostsGetA400AndChangeNothing(body: String, contentType: String, message: String) async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.postForm("/fake/actions/add", body, contentType: contentType)
      #expect(response.status == .badRequest)
      #expect(String(buffer: response.body).contains(message))
    }
    #expect(fixture.module.model.count == 0)
  }

  @Test func oversizedBodyIsRejected() async throws {
    let fixture = try HostFixture(maxBodySize: 64)
    try await fixture.test { client in
      let response = try await client.postForm("/fake/actions/add", "amount=1&padding=" + String(repeating: "x", count: 200))
      #expect(response.status == .contentTooLarge)
    }
    #expect(fixture.module.model.count == 0)
  }

  @Test func decoderHandlesPlusAndEscapes() throws {
    let submission = try FormDecoder.decode("name=two+words&sym=%26%3D&empty=&flag")
    #expect(submission.fields == ["name": "two words", "sym": "&=", "empty": "", "flag": ""])
  }
}
