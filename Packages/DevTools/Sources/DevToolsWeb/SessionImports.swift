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
