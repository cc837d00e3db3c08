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
  /// Whether ``diff`` is collapsed to what changed (a large state): the page then links the
  /// full diff, which ``ModuleInspector/fullDiff(of:)`` gives.
  public let isDiffCollapsed: Bool

  /// A step as the adapter renders it, with its whole diff.
  public init(step: Int, time: Date, action: String, origin: String, reducerNanoseconds: Int64, diff: String?) {
    self.init(
      step: step, time: time, action: action, origin: origin, reducerNanoseconds: reducerNanoseconds, diff: diff, isDiffCollapsed: false)
  }

  /// A step as the adapter renders it, its diff collapsed or not.
  public init(
    step: Int, time: Date, action: String, origin: String, reducerNanoseconds: Int64, diff: String?, isDiffCollapsed: Bool
  ) {
    self.step = step
    self.time = time
    self.action = action
    self.origin = origin
    self.reducerNanoseconds = reducerNanoseconds
    self.diff = diff
    self.isDiffCollapsed = isDiffCollapsed
  }

  /// Decodes a step; one written before diffs were collapsed reads as not collapsed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.step = try container.decode(Int.self, forKey: .step)
    self.time = try container.decode(Date.self, forKey: .time)
    self.action = try container.decode(String.self, forKey: .action)
    self.origin = try container.decode(String.self, forKey: .origin)
    self.reducerNanoseconds = try container.decode(Int64.self, forKey: .reducerNanoseconds)
    self.diff = try container.decodeIfPresent(String.self, forKey: .diff)
    self.isDiffCollapsed = try container.decodeIfPresent(Bool.self, forKey: .isDiffCollapsed) ?? false
  }
}
