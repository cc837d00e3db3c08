public import Foundation

/// One action a module's store reduced, as the DevTools page and its JSON endpoints show it.
public struct InspectedStep: Sendable, Equatable, Codable {
  /// 1 for the store's first action, increasing for the life of the store.
  public let step: Int
  /// When the store reduced the action.
  public let time: Date
  /// The action, rendered readably.
  public let action: String
  /// Who dispatched it, one readable line: `form action add from /counter (tab k3v9)` for a
  /// page's form post, `AnimalsData.Listener, thunk fetchAnimalsQuery, started by …` for a
  /// Listener's work, `DevTools import of session step 3 (…)` for a replayed session, or
  /// `unnamed dispatcher` when nobody bound an origin (see `ActionOrigin` in ImmutableData).
  public let origin: String
  /// How long the reducer took, in nanoseconds; -1 when this step was not timed (DevTools
  /// times a step unless one was timed within the same few milliseconds, and then every
  /// sixty-fourth, so a burst of actions is not slowed by the clock).
  public let reducerNanoseconds: Int64
  /// The state change as a diff (`-` before, `+` after); nil when the state did not change.
  public let diff: String?
  /// Whether ``diff`` is collapsed to what changed (a large state): the page then links the
  /// full diff, which ``ModuleInspector/fullDiff(of:)`` gives.
  public let isDiffCollapsed: Bool
  /// The step whose action started the Listener work that dispatched this one (the nearest
  /// earlier kept step with that action), nil when there is none or it is no longer kept.
  public let startedByStep: Int?
  /// The page the step came from (`/animals?category=Fish`): its form's or page view's
  /// location, or, for a Listener's work, that of the step that started it. Nil when nobody
  /// said (a module start, an import, an unnamed dispatcher). The page filters by it.
  public let page: String?
  /// The browser tab the step came from (the id `live.js` adds to a form), or, for a
  /// Listener's work, the tab of the step that started it. "Report a problem" keeps a tab's
  /// steps by it, and the page filters by it.
  public let tab: String?

  /// A step as the adapter renders it: who started the work that dispatched it (nil: no
  /// kept step), and whether its diff is collapsed.
  ///
  /// ```swift
  /// InspectedStep(step: 1, time: .now, action: "increment", origin: "form action increment from /counter (tab k3v9)",
  ///               reducerNanoseconds: 420, diff: "- value: 0\n+ value: 1", page: "/counter", tab: "k3v9")
  /// ```
  public init(
    step: Int,
    time: Date,
    action: String,
    origin: String,
    startedByStep: Int? = nil,
    reducerNanoseconds: Int64,
    diff: String?,
    isDiffCollapsed: Bool = false,
    page: String? = nil,
    tab: String? = nil
  ) {
    self.step = step
    self.time = time
    self.action = action
    self.origin = origin
    self.startedByStep = startedByStep
    self.reducerNanoseconds = reducerNanoseconds
    self.diff = diff
    self.isDiffCollapsed = isDiffCollapsed
    self.page = page
    self.tab = tab
  }

  /// Decodes a step; one written before diffs were collapsed, origins linked or places kept
  /// reads as not collapsed, started by no kept step, from no known page or tab.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.step = try container.decode(Int.self, forKey: .step)
    self.time = try container.decode(Date.self, forKey: .time)
    self.action = try container.decode(String.self, forKey: .action)
    self.origin = try container.decode(String.self, forKey: .origin)
    self.startedByStep = try container.decodeIfPresent(Int.self, forKey: .startedByStep)
    self.reducerNanoseconds = try container.decode(Int64.self, forKey: .reducerNanoseconds)
    self.diff = try container.decodeIfPresent(String.self, forKey: .diff)
    self.isDiffCollapsed = try container.decodeIfPresent(Bool.self, forKey: .isDiffCollapsed) ?? false
    self.page = try container.decodeIfPresent(String.self, forKey: .page)
    self.tab = try container.decodeIfPresent(String.self, forKey: .tab)
  }
}
