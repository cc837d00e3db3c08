import Testing

@testable import QuakesData

/// DevTools runs the reducer again to skip a step or travel in time, so the reducer must be
/// pure: the same state and action give the same state (or the same refusal) every time. The
/// cache file is the Listener's; the reducer has no way to reach it.
@Suite struct QuakesReducerPurityTests {
  typealias PS = QuakesAction.Data.PersistentSession

  @Test(arguments: [
    QuakesAction.ui(.quakeList(.onAppear)), .ui(.quakeList(.onTapRefreshQuakesButton(range: .allDay))),
    .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a"))), .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "zz"))),
    .ui(.quakeList(.onTapDeleteAllQuakesButton)),
    .data(.persistentSession(PS.localStore(.didFetchQuakes(result: .success(quakes: [makeQuake("c")]))))),
    .data(.persistentSession(PS.localStore(.didFailToSaveQuakes(error: "disk full")))),
    .data(.persistentSession(PS.remoteStore(.didFetchQuakes(result: .success(quakes: [makeQuake("a", magnitude: 4)]))))),
    .data(.persistentSession(PS.remoteStore(.didSkipFeatures(count: 2)))),
  ])
  func theSameStateAndActionGiveTheSameOutcomeTwice(action: QuakesAction) {
    let state = makeState([makeQuake("a"), makeQuake("b")], status: .waiting)
    let first = Result { try QuakesReducer.reduce(state: state, action: action) }
    let second = Result { try QuakesReducer.reduce(state: state, action: action) }
    switch (first, second) {
    case (.success(let first), .success(let second)): #expect(first == second)
    case (.failure(let first), .failure(let second)): #expect("\(first)" == "\(second)")
    default: Issue.record("one run refused \(action), the other did not")
    }
  }
}
