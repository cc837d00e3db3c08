import DevTools
import DevToolsInspection
import Foundation
import ImmutableData
import Testing

/// A state holding a secret, as a module with a signed-in user's token would.
struct Vault: Equatable, Sendable {
  var user = ""
  var token = ""
  var opened = 0
}

enum VaultAction: Codable, Equatable, Sendable {
  case signedIn(user: String, token: String)
  case opened
}

enum VaultReducer {
  @Sendable static func reduce(state: Vault, action: VaultAction) -> Vault {
    var state = state
    switch action {
    case .signedIn(let user, let token):
      state.user = user
      state.token = token
    case .opened:
      state.opened += 1
    }
    return state
  }

  /// The token never written down, in the state or in the action that carries it (no token
  /// yet is written as it is).
  static let redaction = Redaction<Vault, VaultAction>(
    state: { state in
      guard state.token.isEmpty == false else { return state }
      var state = state
      state.token = Redaction.placeholder
      return state
    },
    action: { action in
      guard case .signedIn(let user, _) = action else { return action }
      return .signedIn(user: user, token: Redaction.placeholder)
    }
  )
}

@MainActor
@Suite struct StoreInspectorRedactionTests {
  static let secret = "s3cret-7f2a-token"

  func makeVault(redaction: Redaction<Vault, VaultAction> = VaultReducer.redaction) -> (
    store: Store<Vault, VaultAction>, inspector: StoreInspector<Vault, VaultAction>
  ) {
    StoreInspector.makeInspectedStore(
      initialState: Vault(), reducer: VaultReducer.reduce,
      recipe: TestRecipe(imports: ["VaultData"], initialState: "Vault()", reducer: "VaultReducer.reduce"),
      redaction: redaction
    )
  }

  @Test func aRedactedValueAppearsInNoStepStateDiffExportNorGeneratedTest() async throws {
    let (store, inspector) = makeVault()
    try store.dispatch(action: .signedIn(user: "ada", token: Self.secret))
    try store.dispatch(action: .opened)
    // Started by the sign-in, as a Listener's follow-up would be.
    try ActionOrigin.$current.withValue(.listener("VaultListener", startedBy: VaultAction.signedIn(user: "ada", token: Self.secret))) {
      try store.dispatch(action: .opened)
    }

    let steps = inspector.steps(since: 0)
    var outputs = steps.flatMap { [$0.action, $0.origin, $0.diff ?? ""] }
    outputs += [inspector.state(after: nil), inspector.state(after: 1), inspector.state(after: 0)].compactMap(\.self)
    outputs += [await inspector.fullDiff(of: 1), inspector.exportSession(), inspector.generateTest()].compactMap(\.self)
    #expect(outputs.count == 9 + 3 + 3)
    for output in outputs {
      #expect(output.contains(Self.secret) == false, "\(output)")
    }
    #expect(steps[0].action.contains(Redaction.placeholder))
    #expect(steps[2].origin.contains(Redaction.placeholder))
    #expect(steps[2].startedByStep == 1)
    // The store itself keeps the real value: only what DevTools writes down is redacted.
    #expect(store.state.token == Self.secret)
  }

  @Test func anExportMarksTheStepsThatHeldRedactedValues() async throws {
    let (store, inspector) = makeVault()
    try store.dispatch(action: .signedIn(user: "ada", token: Self.secret))
    try store.dispatch(action: .opened)
    let lines = inspector.exportSession().split(separator: "\n")
    let marks = try lines.dropFirst().map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["redacted"] as? Bool
    }
    // The second step's action holds nothing secret, but the state after it still holds the token.
    #expect(marks == [true, true])
    let (_, unredacted) = makeVault(redaction: .none)
    #expect(unredacted.exportSession().contains("redacted") == false)
  }

  @Test func aReplayOfARedactedSessionNamesTheStepsItSentPlaceholdersFor() async throws {
    let (store, inspector) = makeVault()
    try store.dispatch(action: .opened)
    try store.dispatch(action: .signedIn(user: "ada", token: Self.secret))
    let (_, fresh) = makeVault()
    let result = try fresh.replay(inspector.exportSession())
    #expect(result.replayed == 2)
    #expect(result.redactedSteps == [2])
    // Placeholders in, placeholders out: the redacted final states agree.
    #expect(result.matches)
  }

  @Test func aGeneratedTestSaysWhichStepsSendPlaceholders() async throws {
    let (store, inspector) = makeVault()
    try store.dispatch(action: .opened)
    try store.dispatch(action: .signedIn(user: "ada", token: Self.secret))
    let test = try #require(inspector.generateTest())
    #expect(test.contains("// Steps 2 held values the module redacts"))
    #expect(test.contains("// Step 2, unnamed dispatcher (holds redacted values)."))
    #expect(test.contains("// Step 1, unnamed dispatcher."))
    #expect(test.contains(Redaction.placeholder))
  }
}
