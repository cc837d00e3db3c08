import Testing

@testable import QuakesData

@Suite struct QuakesFilterTests {
  @Test(arguments: [
    (QuakesAction.ui(.quakeList(.onAppear)), false),
    (.ui(.quakeList(.onTapRefreshQuakesButton(range: .allMonth))), false),
    (.ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a"))), true),
    (.ui(.quakeList(.onTapDeleteAllQuakesButton)), true),
    (.data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: []))))), true),
    (.data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: "x"))))), false),
    (.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: []))))), true),
    (.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "x"))))), false),
  ])
  func passesExactlyTheActionsThatCanChangeQuakes(action: QuakesAction, expected: Bool) {
    #expect(QuakesFilter.filterQuakes()(QuakesState(), action) == expected)
  }
}
