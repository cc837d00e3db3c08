import Foundation

/// One step line of an exported session as the page lists it (its number, readable action and
/// recorded origin), read from the line's JSON, not re-rendered: what an imported session and a
/// report show.
struct SessionStepLine: Equatable, Decodable {
  let step: Int
  let action: String
  let origin: String

  /// The step lines among the first `limit` lines after `session`'s header, and how many lines
  /// follow the header (a session that replayed holds only steps there). Only those `limit`
  /// lines are decoded, however long the session.
  static func read(_ session: String, limit: Int) -> (steps: [Self], count: Int) {
    let decoder = JSONDecoder()
    var steps: [Self] = []
    var count = 0
    for line in session.split(whereSeparator: \.isNewline).dropFirst() {
      count += 1
      guard steps.count < limit, let step = try? decoder.decode(Self.self, from: Data(line.utf8)) else { continue }
      steps.append(step)
    }
    return (steps, count)
  }
}
