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

/// Text from elsewhere printed on a terminal cannot carry control characters.
@Suite struct ControlCharacterTests {
  @Test func controlAndFormatCharactersAreReplaced() {
    #expect("a\u{1B}[2Jb\u{07}\u{9B}c\u{202E}d\u{2028}".replacingControlCharacters == "a\u{FFFD}[2Jb\u{FFFD}\u{FFFD}c\u{FFFD}d\u{FFFD}")
  }

  @Test func ordinaryTextIsUnchanged() {
    let text = "12 km SSW of Volcano, Hawaii · Ñuñoa 東京"
    #expect(text.replacingControlCharacters == text)
  }
}
