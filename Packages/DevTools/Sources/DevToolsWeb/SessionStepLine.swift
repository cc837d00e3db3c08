import Foundation

/// One step line of an exported session as the page lists it (its number, readable action and
/// recorded origin), read from the line's JSON, not re-rendered: what an imported session and a
/// report show, each action cut at ``actionLimit`` characters (a session holds the full
/// rendering: a Quakes refresh's is hundreds of kilobytes).
struct SessionStepLine: Equatable, Decodable {
  let step: Int
  let action: String
  let origin: String

  /// How much of one step's action a page shows.
  static let actionLimit = 300

  /// This line with its action cut at ``actionLimit`` characters, ending in `…` when cut.
  var cut: Self {
    guard self.action.count > Self.actionLimit else { return self }
    return SessionStepLine(step: self.step, action: String(self.action.prefix(Self.actionLimit)) + "…", origin: self.origin)
  }

  /// The step lines among the first `limit` lines after `session`'s header, their actions cut,
  /// and how many lines follow the header (a session that replayed holds only steps there).
  /// Only those `limit` lines are decoded, however long the session.
  static func read(_ session: String, limit: Int) -> (steps: [Self], count: Int) {
    let decoder = JSONDecoder()
    var steps: [Self] = []
    var count = 0
    for line in session.split(whereSeparator: \.isNewline).dropFirst() {
      count += 1
      guard steps.count < limit, let step = try? decoder.decode(Self.self, from: Data(line.utf8)) else { continue }
      steps.append(step.cut)
    }
    return (steps, count)
  }
}
