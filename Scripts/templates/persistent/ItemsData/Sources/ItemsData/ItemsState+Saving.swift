extension ItemsState {
  /// How many accepted changes are not written to the entries file yet: 0 once the Listener
  /// has caught up (forms and shutdown wait for it).
  public static func selectUnsavedChanges() -> @Sendable (Self) -> Int {
    { state in state.unsavedChanges }
  }

  /// Why the last write of a change failed, or `nil` when the file holds every change so far.
  public static func selectSaveFailure() -> @Sendable (Self) -> String? {
    { state in state.saveFailure }
  }
}
