public import Foundation

/// One action a module's store reduced, as the DevTools page and its JSON endpoints show it.
public struct InspectedStep: Sendable, Equatable, Codable {
  /// 1 for the store's first action, increasing for the life of the store.
  public let step: Int
  /// When the store reduced the action.
  public let time: Date
  /// The action, rendered readably.
  public let action: String
  /// `form action <name>` for a page's form post, `listener or thunk` otherwise.
  public let origin: String
  /// How long the reducer took, in nanoseconds.
  public let reducerNanoseconds: Int64
  /// The state change as a diff (`-` before, `+` after); nil when the state did not change.
  public let diff: String?

  /// A step as the adapter renders it.
  public init(step: Int, time: Date, action: String, origin: String, reducerNanoseconds: Int64, diff: String?) {
    self.step = step
    self.time = time
    self.action = action
    self.origin = origin
    self.reducerNanoseconds = reducerNanoseconds
    self.diff = diff
  }
}
