/// How generated tests build a module's store: the Swift a test needs that DevTools cannot
/// derive from the types alone.
///
/// ```swift
/// TestRecipe(imports: ["CounterData"], initialState: "CounterState()", reducer: "CounterReducer.reduce")
/// ```
public struct TestRecipe: Sendable, Hashable {
  /// Modules the test imports besides ImmutableTesting (e.g. `["CounterData"]`).
  public let imports: [String]
  /// A Swift expression of the initial state (e.g. `CounterState()`).
  public let initialState: String
  /// A Swift expression of the reducer (e.g. `CounterReducer.reduce`).
  public let reducer: String

  /// A recipe from the three pieces of Swift source a generated test pastes in.
  public init(imports: [String], initialState: String, reducer: String) {
    self.imports = imports
    self.initialState = initialState
    self.reducer = reducer
  }
}
