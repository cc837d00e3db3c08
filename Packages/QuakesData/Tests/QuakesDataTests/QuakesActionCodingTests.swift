import Foundation
import Testing

@testable import QuakesData

@Suite struct QuakesActionCodingTests {
  static let actions: [QuakesAction] = [
    .ui(.quakeList(.onAppear)),
    .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))),
    .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "us7000abcd"))),
    .ui(.quakeList(.onTapDeleteAllQuakesButton)),
    .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [makeQuake("a", magnitude: 4.25), makeQuake("b")]))))),
    .data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: "disk on fire"))))),
  ]

  @Test(arguments: actions)
  func everyActionSurvivesAJSONRoundTrip(action: QuakesAction) throws {
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(QuakesAction.self, from: data) == action)
  }
}
