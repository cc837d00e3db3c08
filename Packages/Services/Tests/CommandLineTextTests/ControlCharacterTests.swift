import CommandLineText
import Testing

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
