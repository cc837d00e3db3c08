/// What a page's status line says: the progress of a slow action, a notice, or a failure.
public enum StatusLine: Hashable, Sendable {
  /// Nothing to say. The empty line stays in the page, so the next message is announced.
  case idle
  /// Work under way ("Refreshing…", "Saving…").
  case progress(String)
  /// Something the user should know that is not a failure ("No quakes in this range").
  case notice(String)
  /// What went wrong, in words the user can act on.
  case failure(String)
}

extension StatusLine {
  /// The message, empty when idle.
  public var text: String {
    switch self {
    case .idle: ""
    case .progress(let text), .notice(let text), .failure(let text): text
    }
  }

  /// `progress`, `notice` or `failure` (written as `data-tone`, for styles and tests); `nil` when idle.
  public var tone: String? {
    switch self {
    case .idle: nil
    case .progress: "progress"
    case .notice: "notice"
    case .failure: "failure"
    }
  }
}
