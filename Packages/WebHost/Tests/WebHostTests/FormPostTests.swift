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
    let submission = try FormDecoder.decode("name=two+words&sym=%26%3D&empty=&return=%2Ffake%3Fa%3D1%26b%3D2")
    #expect(submission.fields == ["name": "two words", "sym": "&=", "empty": "", "return": "/fake?a=1&b=2"])
    #expect(try FormDecoder.decode("").fields == [:])
  }

  /// Where Hummingbird's `URLEncodedFormDecoder` reads otherwise than a plain `&`/`=` split; a
  /// browser's form writes none of these.
  @Test func theLibraryRefusesRepeatedAndBracketedNamesAndIgnoresANameWithoutAValue() throws {
    #expect(try FormDecoder.decode("flag&amount=1").fields == ["amount": "1"])
    #expect(throws: HTTPError.self) { try FormDecoder.decode("amount=1&amount=2") }
    #expect(throws: HTTPError.self) { try FormDecoder.decode("amount[x]=1") }
  }

  @Test(arguments: [
    ("amount=1&amount=2", "“amount” is sent more than once"),
    ("amount[x]=1", "malformed"),
  ])
  func formsTheLibraryRefusesGetA400AndChangeNothing(body: String, message: String) async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.postForm("/fake/actions/add", body)
      #expect(response.status == .badRequest)
      #expect(String(buffer: response.body).contains(message))
    }
    #expect(fixture.module.model.count == 0)
  }

  @Test(arguments: ["application/x-www-form-urlencoded; charset=UTF-8", "Application/X-WWW-Form-Urlencoded"])
  func aFormContentTypeWithParametersOrCapitalsIsAccepted(contentType: String) async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.postForm("/fake/actions/add", "amount=2", contentType: contentType)
      #expect(response.status == .seeOther)
    }
    #expect(fixture.module.model.count == 2)
  }
}

/// A post the module refuses comes back as the page it was posted from, with the message.
@MainActor @Suite struct RefusedFormTests {
  @Test func aRefusedPostShowsItsPageAgainWithTheMessageAndItsLocation() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.postForm("/fake/actions/add", "amount=abc&return=%2Ffake%3Fsort%3Dname")
      #expect(response.status == .badRequest)
      let page = String(buffer: response.body)
      #expect(page.contains("Count: 0"), "the module's page, not a bare error page")
      #expect(page.contains(#"<main data-location="/fake?sort=name">"#))
      #expect(page.contains(#"class="form-refused" role="alert""#))
      #expect(page.contains("not a number"))
    }
    #expect(fixture.module.model.count == 0)
  }

  @Test func aPageThatShowsTheMessageItselfGetsNoSecondCopy() async throws {
    try await HostFixture().test { client in
      let response = try await client.postForm("/fake/actions/add", "amount=abc&return=%2Ffake%2Fecho%3Fsearch%3Dx")
      #expect(response.status == .badRequest)
      let page = String(buffer: response.body)
      #expect(page.contains(#"<p class="field-error">not a number</p>"#))
      #expect(!page.contains("form-refused"))
      #expect(page.contains("[x]"), "the page's own query is decoded")
    }
  }

  @Test func aRefusedPostReturningElsewhereGetsAnErrorPageLinkingBack() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.postForm("/fake/actions/add", "amount=abc&return=%2Fnowhere%3Fa%3D1")
      #expect(response.status == .badRequest)
      let page = String(buffer: response.body)
      #expect(page.contains("not a number"))
      #expect(page.contains(#"<a href="/nowhere?a=1">Back to the page you were on</a>"#))
    }
  }
}
