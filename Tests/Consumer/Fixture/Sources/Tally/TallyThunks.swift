import ImmutableData

/// Asynchronous work on the tally, dispatched as thunks.
public enum TallyThunks {
  /// Loads a saved total (here from a closure standing for a store) and dispatches it.
  public static func loadSavedTotal<Dispatcher, Selector>(
    from load: @escaping @Sendable () async throws -> Int
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<TallyState, TallyAction>, Selector: ImmutableData.Selector<TallyState> {
    { dispatcher, _ in
      let total = try await load()
      try await dispatcher.dispatch(action: .didLoadSavedTotal(total))
    }
  }
}
