import DevToolsInspection

/// `GET /_devtools/<slug>/actions?since=N`: steps after N (oldest first, at most a page of
/// them), the travel state and the skipped steps.
struct ActionsPayload: Encodable {
  let module: String
  let latestStep: Int
  let travelledStep: Int?
  let heldActions: Int
  /// The skipped steps, ascending.
  let skippedSteps: [Int]
  let steps: [InspectedStep]
  /// Whether steps after the last one given are recorded: ask again with its number as `since`.
  let hasMore: Bool
}

/// `GET /_devtools/<slug>/log[?limit=L]`: the module's newest steps from earlier runs of the
/// app (a restart, another instance sharing the log), newest first, and this run.
struct LogPayload: Encodable {
  let module: String
  /// This run, whose steps `actions` gives.
  let boot: InspectionBoot
  /// Whether the app keeps a log at all (`--devtools-log off` does not).
  let hasLog: Bool
  let steps: [LoggedStep]
}

/// `GET /_devtools/<slug>/state[?step=N]`: the whole state after step N (or the present).
struct StatePayload: Encodable {
  let module: String
  let step: Int?
  let travelledStep: Int?
  let state: String
}

/// Any refusal, as `{"error":{"message":…}}`.
struct ErrorPayload: Encodable {
  struct Message: Encodable { let message: String }
  let error: Message

  init(_ message: String) {
    self.error = Message(message: message)
  }
}

/// `POST /_devtools/<slug>/import`: how the replay into a fresh store went.
struct ImportPayload: Encodable {
  let module: String
  let replayed: Int
  let expectedDigest: String
  let actualDigest: String
  let matches: Bool

  init(module: String, _ result: ReplayResult) {
    self.module = module
    self.replayed = result.replayed
    self.expectedDigest = result.expectedDigest
    self.actualDigest = result.actualDigest
    self.matches = result.matches
  }
}
