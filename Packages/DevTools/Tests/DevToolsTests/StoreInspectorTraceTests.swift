import DevTools
import DevToolsInspection
import Foundation
import ImmutableData
import Testing

/// The origins a reducer saw while a replay ran (the replaying store is DevTools' own, so the
/// test reads them from inside the reducer; a store dispatches on the main actor).
@MainActor private var originsSeenByReducer: [String] = []

@MainActor
@Suite struct StoreInspectorTraceTests {
  @Test func aFormPostNamesItsFormActionPageLocationAndTab() async throws {
    let (store, inspector) = makeMeter()
    try ActionOrigin.$current.withValue(.formPost(action: "add", location: "/meter?sort=name", tab: "k3v9")) {
      try store.dispatch(action: .add(2))
    }
    let step = try #require(inspector.steps(since: 0).first)
    #expect(step.origin == "form action add from /meter?sort=name (tab k3v9)")
    #expect(step.startedByStep == nil)
  }

  @Test func aListenersThunkNamesTheListenerTheThunkAndTheStepThatStartedIt() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .note("unrelated"))
    let listener = ActionOrigin.listener("MeterData.Listener", startedBy: MeterAction.add(1))
    try ActionOrigin.$current.withValue(listener.running(thunk: "saveQuery")) {
      try store.dispatch(action: .note("saved"))
    }
    let step = try #require(inspector.steps(since: 0).last)
    #expect(step.origin == "MeterData.Listener, thunk saveQuery, started by MeterAction.add(1)")
    #expect(step.startedByStep == 1)
  }

  @Test func aListenerStartedByARepeatedActionLinksTheNearestEarlierOne() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .add(1))
    try ActionOrigin.$current.withValue(.listener("MeterData.Listener", startedBy: MeterAction.add(1))) {
      try store.dispatch(action: .note("saved"))
    }
    #expect(inspector.steps(since: 0).last?.startedByStep == 2)
  }

  @Test func aListenerWhoseStartingActionLeftTheHistoryLinksNoStep() async throws {
    let (store, inspector) = makeMeter(historyLimit: 2)
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .note("a"))
    try ActionOrigin.$current.withValue(.listener("MeterData.Listener", startedBy: MeterAction.add(1))) {
      try store.dispatch(action: .note("b"))
    }
    let step = try #require(inspector.steps(since: 0).last)
    #expect(step.origin == "MeterData.Listener, started by MeterAction.add(1)")
    #expect(step.startedByStep == nil)
  }

  @Test func aListenerFollowingAFeedSaysWhatItFollows() async throws {
    let (store, inspector) = makeMeter()
    let feed = ActionOrigin(kind: .listener, name: "MeterFeed.ChangeFeedListener", detail: "the server's change feed")
    try ActionOrigin.$current.withValue(feed.running(thunk: "resynchronize")) {
      try store.dispatch(action: .add(3))
    }
    #expect(inspector.steps(since: 0).first?.origin == "MeterFeed.ChangeFeedListener, thunk resynchronize (the server's change feed)")
  }

  @Test func aPageBeingBuiltAndAModuleStartingNameThemselves() async throws {
    let (store, inspector) = makeMeter()
    try ActionOrigin.$current.withValue(.moduleStart(slug: "meter")) {
      try store.dispatch(action: .add(1))
    }
    try ActionOrigin.$current.withValue(.pageView(location: "/meter?sort=name")) {
      try store.dispatch(action: .add(1))
    }
    #expect(inspector.steps(since: 0).map(\.origin) == ["start of module meter", "page view /meter?sort=name"])
  }

  @Test func aStepNobodyNamedSaysSo() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    #expect(inspector.steps(since: 0).first?.origin == "unnamed dispatcher")
  }

  @Test func aLongStartingActionIsQuotedOnOneLineAndCut() async throws {
    let (store, inspector) = makeMeter()
    let long = MeterAction.note(String(repeating: "x", count: 500))
    try ActionOrigin.$current.withValue(.listener("MeterData.Listener", startedBy: long)) {
      try store.dispatch(action: .add(1))
    }
    let origin = try #require(inspector.steps(since: 0).first?.origin)
    #expect(origin.hasSuffix("…"))
    #expect(origin.count < 240)
    #expect(origin.contains("\n") == false)
  }

  @Test func theExportCarriesEachOriginAndTheStepThatStartedIt() async throws {
    let (store, inspector) = makeMeter()
    try ActionOrigin.$current.withValue(.formPost(action: "add", location: "/meter", tab: "k3v9")) {
      try store.dispatch(action: .add(1))
    }
    try ActionOrigin.$current.withValue(.listener("MeterData.Listener", startedBy: MeterAction.add(1))) {
      try store.dispatch(action: .note("saved"))
    }
    let lines = inspector.exportSession().split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[1].contains(#""origin":"form action add from /meter (tab k3v9)""#))
    #expect(lines[1].contains("startedByStep") == false)
    #expect(lines[2].contains(#""origin":"MeterData.Listener, started by MeterAction.add(1)""#))
    #expect(lines[2].contains(#""startedByStep":1"#))
  }

  @Test func aReplayedSessionQuotesARecordedOriginOnOneBoundedLine() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    let session = inspector.exportSession().replacingOccurrences(
      of: #""origin":"unnamed dispatcher""#,
      with: #""origin":"a\nb"# + String(repeating: "x", count: 500) + "\""
    )
    originsSeenByReducer = []
    let replaying = StoreInspector<Meter, MeterAction>.makeInspectedStore(initialState: Meter()) { state, action in
      MainActor.assumeIsolated { originsSeenByReducer.append(ActionOrigin.current?.description ?? "none") }
      return try MeterReducer.reduce(state: state, action: action)
    }
    #expect(try replaying.inspector.replay(session).matches)
    let origin = try #require(originsSeenByReducer.first)
    #expect(origin.hasPrefix("DevTools import of session step 1 (recorded: a bxxx"))
    #expect(origin.contains("\n") == false)
    #expect(origin.count < 260)
  }

  @Test func aReplayedSessionDispatchesEachStepAsADevToolsImportOfThatStep() async throws {
    let (store, inspector) = makeMeter()
    try ActionOrigin.$current.withValue(.formPost(action: "add", location: "/meter", tab: nil)) {
      try store.dispatch(action: .add(1))
    }
    try store.dispatch(action: .note("hi"))
    originsSeenByReducer = []
    let replaying = StoreInspector<Meter, MeterAction>.makeInspectedStore(initialState: Meter()) { state, action in
      MainActor.assumeIsolated { originsSeenByReducer.append(ActionOrigin.current?.description ?? "none") }
      return try MeterReducer.reduce(state: state, action: action)
    }
    let result = try replaying.inspector.replay(inspector.exportSession())
    #expect(result.replayed == 2)
    #expect(result.matches)
    #expect(
      originsSeenByReducer == [
        "DevTools import of session step 1 (recorded: form action add from /meter)",
        "DevTools import of session step 2 (recorded: unnamed dispatcher)",
      ])
    // The result names them too, so the page lists an imported session's steps as an import.
    #expect(result.origins == originsSeenByReducer)
  }
}
