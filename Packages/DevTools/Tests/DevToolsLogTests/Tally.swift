import DevTools

/// A counter whose sign-in token must never be written down.
struct Tally: Equatable, Sendable {
  var count = 0
  var token = ""
}

enum TallyAction: Codable, Equatable, Sendable {
  case added(Int)
  case signedIn(token: String)

  @Sendable static func reduce(state: Tally, action: TallyAction) -> Tally {
    var state = state
    switch action {
    case .added(let amount): state.count += amount
    case .signedIn(let token): state.token = token
    }
    return state
  }

  static let redaction = Redaction<Tally, TallyAction>(
    state: { state in
      guard state.token.isEmpty == false else { return state }
      var state = state
      state.token = Redaction.placeholder
      return state
    },
    action: { action in
      guard case .signedIn = action else { return action }
      return .signedIn(token: Redaction.placeholder)
    }
  )
}
