import Foundation
import Testing

@testable import QuakesData

@Suite struct QuakesDiffTests {
  @Test func sortsRemoteQuakesIntoInsertedUpdatedDeletedAndUnchanged() throws {
    let same = makeQuake("same")
    let old = makeState([same, makeQuake("changed", magnitude: 1), makeQuake("gone", magnitude: 1), makeQuake("local")])
    let remote = [
      same,
      makeQuake("changed", magnitude: 2),
      makeQuake("gone", magnitude: -0.2),
      makeQuake("new", magnitude: 3),
      makeQuake("never", magnitude: 0),
    ]
    let new = try QuakesReducer.reduce(
      state: old, action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: remote))))))
    let diff = QuakesDiff(oldState: old, newState: new, remoteQuakes: remote)
    #expect(diff.inserted == [remote[3]])
    #expect(diff.updated == [remote[1]])
    #expect(diff.deleted.map(\.quakeId) == ["gone"])
    #expect(diff.unchanged == 2)
    #expect(diff.isEmpty == false)
  }

  @Test func anIdenticalResultIsAnEmptyDiff() {
    let quakes = [makeQuake("a"), makeQuake("b")]
    let state = makeState(quakes)
    let diff = QuakesDiff(oldState: state, newState: state, remoteQuakes: quakes)
    #expect(diff.isEmpty)
    #expect(diff.unchanged == 2)
  }
}
