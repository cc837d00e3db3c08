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
