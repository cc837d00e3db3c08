import DevToolsInspection
import Hummingbird

/// The kinds of action one browser hides from the DevTools log (Redux DevTools' deny list):
/// words matched against each step's rendered action, such as `onAppear` to hide page views.
/// Kept in that browser's cookie, so it survives reloads, works without JavaScript, and one
/// developer's choice never changes another's page. Bounded: at most ``maxWords`` words of at
/// most ``maxLength`` letters, digits, `.` or `_`; anything else in the cookie is ignored.
struct HiddenActions: Equatable, Sendable {
  /// The cookie holding the words, `|`-separated.
  static let cookieName = "devtools_hidden"
  static let maxWords = 16
  static let maxLength = 64
  /// The words, in the order they were added, without repeats.
  private(set) var words: [String] = []

  /// Nothing hidden.
  init() {}

  /// The words a request's cookie holds.
  init(request: Request) {
    let value = request.cookies[Self.cookieName]?.value ?? ""
    for word in value.split(separator: "|").prefix(Self.maxWords) where Self.isWord(word) {
      if self.words.contains(String(word)) == false {
        self.words.append(String(word))
      }
    }
  }

  /// Whether `word` can be hidden: 1 to ``maxLength`` letters, digits, `.` or `_` (what an
  /// action's case or type name is made of).
  static func isWord(_ word: some StringProtocol) -> Bool {
    (1...Self.maxLength).contains(word.count)
      && word.unicodeScalars.allSatisfy { scalar in
        scalar == "." || scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic) || ("0"..."9").contains(scalar)
      }
  }

  /// Whether `step` is hidden: its rendered action contains one of the words.
  func hides(_ step: InspectedStep) -> Bool {
    self.words.contains { step.action.contains($0) }
  }

  /// These words with `word` added (the oldest dropped past ``maxWords``).
  func adding(_ word: String) -> Self {
    var hidden = self
    hidden.words.removeAll { $0 == word }
    hidden.words.append(word)
    hidden.words = Array(hidden.words.suffix(Self.maxWords))
    return hidden
  }

  /// These words without `word`.
  func removing(_ word: String) -> Self {
    var hidden = self
    hidden.words.removeAll { $0 == word }
    return hidden
  }

  /// The cookie that keeps these words for a year, sent back only to DevTools' own paths.
  var cookie: Cookie {
    Cookie(
      name: Self.cookieName, value: self.words.joined(separator: "|"), maxAge: self.words.isEmpty ? 0 : 365 * 24 * 3600,
      path: DevToolsRoutes.path, httpOnly: true, sameSite: .strict)
  }
}
