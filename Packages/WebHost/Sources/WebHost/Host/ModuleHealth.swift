import Foundation
import Hummingbird
import Synchronization

/// Which modules failed to start, and why. A module that fails stays registered: its routes
/// answer `ModuleUnavailable` and `/healthz` lists it, while the other modules run.
final class ModuleHealth: Sendable {
  private let failures = Mutex<[String: ModuleUnavailable]>([:])

  func recordFailure(slug: String, title: String, error: any Error) {
    let unavailable = ModuleUnavailable(slug: slug, title: title, error: error)
    failures.withLock { $0[slug] = unavailable }
  }

  func failure(slug: String) -> ModuleUnavailable? {
    failures.withLock { $0[slug] }
  }

  /// The `/healthz` answer: `ok` when every module runs; otherwise 503 and one line per module.
  func report(slugs: [String]) -> (status: HTTPResponse.Status, text: String) {
    let failed = failures.withLock { $0 }
    guard !failed.isEmpty else { return (.ok, "ok\n") }
    var text = "degraded\n"
    for slug in slugs {
      if let failure = failed[slug] {
        text += "\(slug): failed: \(failure.problem.replacingOccurrences(of: "\n", with: " "))\n"
      } else {
        text += "\(slug): running\n"
      }
    }
    return (.serviceUnavailable, text)
  }
}

/// A module whose `start` threw: its pages show what happened and what to do.
struct ModuleUnavailable: Error, Sendable, Equatable {
  let slug: String
  let title: String
  /// The start error as the module describes it.
  let problem: String
  /// What the user can do: the error's own recovery suggestion, or the general advice.
  let remedy: String

  init(slug: String, title: String, error: any Error) {
    self.slug = slug
    self.title = title
    problem = String(describing: error)
    remedy =
      (error as? any LocalizedError)?.recoverySuggestion
      ?? "Its data may be locked by another program or damaged. Close the other program (or move the damaged file aside), then restart this app. The other modules keep running."
  }

  var message: String { "The \(title) module could not start: \(problem)" }
}
