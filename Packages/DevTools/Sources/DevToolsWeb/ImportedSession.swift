import DevToolsInspection
import Foundation

/// A session imported through the page's form, as the page shows it after the redirect: the
/// replay's outcome and the session's steps (read from its lines, not re-rendered), each with
/// the import origin the replay dispatched it with.
struct ImportedSession: Equatable {
  /// How many of the file's steps the page lists.
  static let shownSteps = 100

  let filename: String
  let result: ReplayResult
  /// The first ``shownSteps`` steps, their actions cut (``SessionStepLine/actionLimit``).
  let steps: [SessionStepLine]
  /// How many steps the file holds.
  let stepCount: Int

  /// The imported file `session`, already replayed with `result`.
  init(filename: String, session: String, result: ReplayResult) {
    self.filename = filename
    self.result = result
    let read = SessionStepLine.read(session, limit: Self.shownSteps)
    let steps = read.steps.enumerated().map { index, step in
      // The origin the replay dispatched it with (an import of that step, quoting the recorded one).
      let origin = index < result.origins.count ? result.origins[index] : step.origin
      return SessionStepLine(step: step.step, action: step.action, origin: origin)
    }
    self.steps = steps
    self.stepCount = read.count
  }
}
