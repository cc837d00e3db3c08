/// Where a session of the kept history starts, redacted once for everything that writes it
/// down (an export's header, a generated test).
struct SessionStart<State> {
  /// The (redacted) state the session starts from: the initial state while the history
  /// reaches step 1; once it was cut (more than the history limit), the state before its oldest
  /// kept step.
  let state: State
  /// That state as JSON when the history was cut and `State` is `Encodable` (a replay starts
  /// there); nil while the history reaches the initial state (a session then starts from the
  /// module's own) or when the state cannot be written.
  let json: String?
  /// Whether redaction changed the state before a cut history: a session starting there starts
  /// from placeholders.
  let holdsRedactedValues: Bool
}
