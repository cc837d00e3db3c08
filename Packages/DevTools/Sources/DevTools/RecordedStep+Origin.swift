import CustomDump
import ImmutableData

extension RecordedStep {
  /// The readable origin: `form action add from /counter (tab k3v9)`,
  /// `AnimalsData.Listener, thunk fetchAnimalsQuery, started by AnimalsAction.ui(…)`,
  /// `DevTools import of session step 3 (recorded: form action add)`, or
  /// ``unnamedOrigin``.
  var origin: String {
    guard let source else { return Self.unnamedOrigin }
    return source.description(startedBy: source.startedBy.map(Self.shortRendering))
  }

  /// What a step nobody named the dispatcher of says.
  static var unnamedOrigin: String { "unnamed dispatcher" }

  /// The longest rendering of a starting action an origin line quotes.
  static var startedByLimit: Int { 160 }

  /// `value` rendered as DevTools renders actions, on one line, cut to ``startedByLimit``.
  static func shortRendering(_ value: any Sendable) -> String {
    let line = String(customDumping: value).split(whereSeparator: \.isNewline)
      .map { $0.trimmingPrefix(while: \.isWhitespace) }
      .joined(separator: " ")
    return line.count > Self.startedByLimit ? line.prefix(Self.startedByLimit) + "…" : line
  }
}
