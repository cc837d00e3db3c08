extension StoreInspector {
  /// The module's reducer wrapped to record every reduction.
  ///
  /// While travelling, the store shows a past state: an action that arrives then (a Listener's
  /// result) is reduced into the *present* state, recorded, and the shown state is kept, so
  /// nothing is lost and "Resume" shows the present including it. While actions are skipped it
  /// is also reduced into the state without them, which the store shows.
  ///
  /// The closure holds the recorder, not the inspector: the store owns its reducer and the
  /// inspector holds the store weakly, so there is no cycle, and no weak reference to load on
  /// every dispatch.
  func recordingReducer() -> @Sendable (State, Action) throws -> State {
    let recorder = self.recorder
    return { shown, action in
      try recorder.reduce(shown: shown, action: action)
    }
  }
}
