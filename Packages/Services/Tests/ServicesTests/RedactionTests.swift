import Foundation
import Services
import Testing

/// URLs given by the user are shown and logged without their user-info.
@Suite struct RedactionTests {
  @Test(arguments: [
    ("http://user:secret@host:8080/feed/", "http://host:8080/feed/"),
    ("https://user@host/", "https://host/"),
    ("http://host/path?q=1", "http://host/path?q=1"),
  ])
  func aURLIsShownWithoutItsUserInfo(given: String, shown: String) throws {
    let url = try #require(URL(string: given))
    #expect(url.displayString == shown)
    #expect(url.removingUserInfo.absoluteString == shown)
  }

  @Test func credentialsInsideATextAreRemoved() {
    let text = "Could not reach http://user:secret@127.0.0.1:9/a.json: refused; also https://x:y@h/ and user@example.com"
    #expect(
      text.removingURLUserInfo
        == "Could not reach http://127.0.0.1:9/a.json: refused; also https://h/ and user@example.com"
    )
  }
}
