import DevToolsInspection
import Foundation

/// A session imported through the page's form, as the page shows it after the redirect: the
/// replay's outcome and the session's steps (read from its lines, not re-rendered).
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
      steps.append(Step(step: step.step, action: action, origin: step.origin))
    }
    self.steps = steps
    self.stepCount = count
  }
}

/// The outcome of each module's last import through the page's form, kept for the page the
/// form redirects to (post/redirect/get). One per module, replaced by the next import; a failed
/// import keeps the last good one and adds why it failed.
@MainActor final class SessionImports {
  /// What the page shows next to module `slug`'s import form.
  struct Outcome: Equatable {
    var imported: ImportedSession?
    var failure: String?
  }

  private var outcomes: [String: Outcome] = [:]

  /// Module `slug`'s outcome, if it imported through the form.
  func outcome(slug: String) -> Outcome? {
    self.outcomes[slug]
  }

  /// Module `slug` imported `session`.
  func succeeded(slug: String, _ session: ImportedSession) {
    self.outcomes[slug] = Outcome(imported: session, failure: nil)
  }

  /// Module `slug` could not import a file, for `reason` (a sentence).
  func failed(slug: String, reason: String) {
    self.outcomes[slug, default: Outcome()].failure = reason
  }
}

/// Why an uploaded file was not replayed: a sentence for the page.
struct SessionUploadFailure: Error {
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
