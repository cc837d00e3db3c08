import DevToolsInspection
import QuakesData
import Testing

@testable import QuakesUI

/// The Listener's failure actions are what the host's metrics count as failures.
@Suite struct FailureReportTests {
  private func reported(_ session: QuakesAction.Data.PersistentSession) -> ReportedFailure? {
    QuakesStore.reportedFailure(of: .data(.persistentSession(session)))
  }

  @Test func aCacheReadOrWriteFailureIsADatabaseFailure() {
    #expect(reported(.localStore(.didFetchQuakes(result: .failure(error: "locked")))) == .database)
    #expect(reported(.localStore(.didFailToSaveQuakes(error: "disk full"))) == .database)
  }

  @Test func aFeedFetchFailureIsAFeedFailure() {
    #expect(reported(.remoteStore(.didFetchQuakes(result: .failure(error: "timed out")))) == .feed)
  }

  @Test func successesAndUserActionsReportNothing() {
    #expect(reported(.remoteStore(.didFetchQuakes(result: .success(quakes: [])))) == nil)
    #expect(reported(.localStore(.didFetchQuakes(result: .success(quakes: [])))) == nil)
    #expect(reported(.remoteStore(.didSkipFeatures(count: 2))) == nil)
    #expect(QuakesStore.reportedFailure(of: .ui(.quakeList(.onAppear))) == nil)
  }
}
