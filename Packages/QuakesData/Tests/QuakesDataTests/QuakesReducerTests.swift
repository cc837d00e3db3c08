import Foundation
import HashTreeCollections
import Testing

@testable import QuakesData

@Suite struct QuakesReducerTests {
  typealias Action = QuakesAction

  @Test func onAppearStartsWaitingOnlyTheFirstTime() throws {
    let first = try QuakesReducer.reduce(state: QuakesState(), action: .ui(.quakeList(.onAppear)))
    #expect(first.quakes.status == .waiting)
    let later = makeState([], status: .success)
    #expect(try QuakesReducer.reduce(state: later, action: .ui(.quakeList(.onAppear))) == later)
  }

  @Test(arguments: [nil, Status.empty, .success, .failure(error: "x")])
  func refreshStartsWaitingUnlessAlreadyWaiting(status: Status?) throws {
    let state = makeState([makeQuake("a")], status: status)
    let next = try QuakesReducer.reduce(state: state, action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allDay))))
    #expect(next.quakes.status == .waiting)
    #expect(next.quakes.data == state.quakes.data)
  }

  @Test func refreshWhileWaitingChangesNothing() throws {
    let state = makeState([makeQuake("a")], status: .waiting)
    #expect(try QuakesReducer.reduce(state: state, action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))) == state)
  }

  @Test func deletingAQuakeRemovesItOptimistically() throws {
    let state = makeState([makeQuake("a"), makeQuake("b")], status: .success)
    let next = try QuakesReducer.reduce(state: state, action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a"))))
    #expect(Array(next.quakes.data.keys) == ["b"])
  }

  @Test func deletingAnUnknownQuakeThrowsQuakeNotFound() {
    let state = makeState([makeQuake("a")])
    #expect(throws: QuakesReducer.Error(code: .quakeNotFound, quakeId: "zz")) {
      try QuakesReducer.reduce(state: state, action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "zz"))))
    }
  }

  @Test func deletingAllQuakesEmptiesTheMapAndKeepsTheStatus() throws {
    let state = makeState([makeQuake("a"), makeQuake("b")], status: .success)
    let next = try QuakesReducer.reduce(state: state, action: .ui(.quakeList(.onTapDeleteAllQuakesButton)))
    #expect(next.quakes.data.isEmpty)
    #expect(next.quakes.status == .success)
  }

  @Test func localSuccessAddsEveryQuakeAndSucceeds() throws {
    let quakes = [makeQuake("a", magnitude: 0), makeQuake("b")]
    let next = try QuakesReducer.reduce(
      state: makeState([], status: .waiting),
      action: .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: quakes)))))
    )
    #expect(next == makeState(quakes, status: .success))
  }

  @Test func remoteSuccessUpsertsPositiveMagnitudesAndRemovesTheRest() throws {
    let state = makeState([makeQuake("kept"), makeQuake("updated", magnitude: 1), makeQuake("dropped", magnitude: 2)], status: .waiting)
    let remote = [
      makeQuake("updated", magnitude: 1.7), makeQuake("dropped", magnitude: -0.3), makeQuake("new", magnitude: 0.1),
      makeQuake("zero", magnitude: 0),
    ]
    let next = try QuakesReducer.reduce(
      state: state,
      action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: remote)))))
    )
    #expect(next == makeState([makeQuake("kept"), remote[0], remote[2]], status: .success))
  }

  @Test(arguments: [
    Action.data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: "disk on fire"))))),
    Action.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "disk on fire"))))),
  ])
  func failuresKeepTheQuakesAndSetAFailureStatus(action: Action) throws {
    let state = makeState([makeQuake("a")], status: .waiting)
    let next = try QuakesReducer.reduce(state: state, action: action)
    #expect(next == makeState([makeQuake("a")], status: .failure(error: "disk on fire")))
  }
}
