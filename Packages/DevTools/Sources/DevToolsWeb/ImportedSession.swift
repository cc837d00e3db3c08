import DevToolsInspection
import Foundation

/// A session imported through the page's form, as the page shows it after the redirect: the
/// replay's outcome and the session's steps (read from its lines, not re-rendered), each with
/// the import origin the replay dispatched it with.
struct ImportedSession: Equatable {
  /// One step of the imported file.
  struct Step: Equatable, Decodable {
    let step: Int
    let action: String
    let origin: String
  }

  /// How many of the file's steps the page lists.
  static let shownSteps = 100
  /// How much of one step's action the page shows (a session's action is its full rendering).
  static let actionLimit = 300

  let filename: String
  let result: ReplayResult
  /// The first ``shownSteps`` steps, their actions cut at ``actionLimit`` characters.
  let steps: [Step]
  /// How many steps the file holds.
  let stepCount: Int

  /// The imported file `session`, already replayed with `result`.
  init(filename: String, session: String, result: ReplayResult) {
    self.filename = filename
    self.result = result
    let decoder = JSONDecoder()
    var steps: [Step] = []
    var count = 0
    // The header line comes first; a replayed session's other lines are all steps.
    for line in session.split(whereSeparator: \.isNewline).dropFirst() {
      count += 1
      guard steps.count < Self.shownSteps, let step = try? decoder.decode(Step.self, from: Data(line.utf8)) else { continue }
      let action = step.action.count > Self.actionLimit ? String(step.action.prefix(Self.actionLimit)) + "…" : step.action
      // The origin the replay dispatched it with (an import of that step, quoting the recorded one).
      let origin = steps.count < result.origins.count ? result.origins[steps.count] : step.origin
      steps.append(Step(step: step.step, action: action, origin: origin))
    }
    self.steps = steps
    self.stepCount = count
  }
}
