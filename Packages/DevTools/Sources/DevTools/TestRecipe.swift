/// How generated tests build a module's store: the Swift a test needs that DevTools cannot
/// derive from the types alone.
public struct TestRecipe: Sendable, Hashable {
  /// Modules the test imports besides ImmutableTesting (e.g. `["CounterData"]`).
  public let imports: [String]
  /// A Swift expression of the initial state (e.g. `CounterState()`).
  public let initialState: String
  /// A Swift expression of the reducer (e.g. `CounterReducer.reduce`).
  public let reducer: String

  public init(imports: [String], initialState: String, reducer: String) {
    self.imports = imports
    self.initialState = initialState
    self.reducer = reducer
  }
}
