import DomainRegistry
import Foundation
import ImmutableData
import Plot
import QuakesData
import Testing

@testable import QuakesUI

@Suite struct QuakesToolbarPresenterTests {
  private func presenter(total: Int, filtered: Int, selected: String? = nil, activity: QuakesActivity = .idle) -> QuakesToolbar.Presenter {
    QuakesToolbar.Presenter(
      totalCount: total, filteredCount: filtered, activity: activity,
      local: QuakesLocalState(selectedQuakeId: selected), links: links
    )
  }

  @Test(arguments: [
    (0, 0, nil as String?, true, true, true),
    (5, 0, nil, false, true, true),
    (5, 2, nil, false, true, false),
    (5, 2, "a", false, false, false),
  ])
  func menusFollowTheDisabledRules(total: Int, filtered: Int, selected: String?, deleteMenu: Bool, deleteSelected: Bool, sortMenu: Bool) {
    let toolbar = presenter(total: total, filtered: filtered, selected: selected)
    #expect(toolbar.isDeleteMenuDisabled == deleteMenu)
    #expect(toolbar.isDeleteSelectedDisabled == deleteSelected)
    #expect(toolbar.isSortMenuDisabled == sortMenu)
    let html = toolbar.body().render()
    #expect(html.contains(#"aria-haspopup="menu" disabled>Sort</button>"#) == sortMenu)
    #expect(html.contains(#"aria-haspopup="menu" disabled>Delete</button>"#) == deleteMenu)
  }

  @Test func refreshMenuPostsEveryRange() {
    let html = presenter(total: 0, filtered: 0).body().render()
    for title in ["All Hour", "All Day", "All Week", "All Month"] {
      #expect(html.contains(">\(title)</button>"))
    }
    #expect(occurrences(of: #"action="/quakes/actions/refresh""#, in: html) == 4)
    #expect(html.contains(#"name="range" value="allWeek""#))
  }

  @Test func deleteSelectedPostsTheSelection() {
    let html = presenter(total: 3, filtered: 3, selected: "hv1").body().render()
    #expect(html.contains(#"name="quakeId" value="hv1""#))
    #expect(html.contains(">Delete All</button>"))
    // Both return to the page without the selection: the selected quake is gone afterwards.
    #expect(occurrences(of: #"name="return" value="/quakes""#, in: html) == 2)
    #expect(html.contains(#"<details class="quakes-menu" id="quakes-menu-delete">"#))
  }

  @Test func statusShowsRefreshingAndErrors() {
    let refreshing = presenter(total: 1, filtered: 1, activity: .refreshing).body().render()
    #expect(refreshing.contains("Refreshing…"))
    // Refresh stays enabled while a refresh runs, as in the book.
    #expect(refreshing.contains("disabled>All Week</button>") == false)
    let failed = presenter(total: 1, filtered: 1, activity: .failed(message: "Bad status code 500")).body().render()
    // The kit's status line: an assertive live region carrying the message.
    #expect(failed.contains(#"role="alert" aria-live="assertive" data-tone="failure">Bad status code 500</p>"#))
  }
}

@Suite struct QuakesToolbarFormTests {
  @Test(arguments: [
    ("allHour", QuakesAction.UI.QuakeList.RefreshQuakesRange.allHour), ("allDay", .allDay),
    ("allWeek", .allWeek), ("allMonth", .allMonth),
  ])
  func refreshFormsNameTheirRange(value: String, range: QuakesAction.UI.QuakeList.RefreshQuakesRange) throws {
    let action = try QuakesToolbar.Form.refresh.action(FormSubmission(fields: ["range": value]))
    #expect(action == .ui(.quakeList(.onTapRefreshQuakesButton(range: range))))
  }

  @Test func deleteFormsBecomeDeleteActions() throws {
    #expect(
      try QuakesToolbar.Form.deleteSelected.action(FormSubmission(fields: ["quakeId": "hv1"]))
        == .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "hv1")))
    )
    #expect(try QuakesToolbar.Form.deleteAll.action(FormSubmission(fields: [:])) == .ui(.quakeList(.onTapDeleteAllQuakesButton)))
  }

  @Test(arguments: [
    (QuakesToolbar.Form.refresh, [String: String](), "range", "Range must not be empty."),
    (.refresh, ["range": "allYear"], "range", "Choose one of: All Hour, All Day, All Week, All Month."),
    (.deleteSelected, [:], "quakeId", "The selected earthquake must not be empty."),
    (.deleteSelected, ["quakeId": " "], "quakeId", "The selected earthquake must not be empty."),
  ])
  func badFormsAreClearErrorsNamingTheField(action: QuakesToolbar.Form, form: [String: String], field: String, reason: String) {
    #expect(throws: FormError.invalidField(field, reason: reason)) { try action.action(FormSubmission(fields: form)) }
  }
}

/// Without script a refresh post waits (bounded) for its result; with script it does not.
@MainActor @Suite struct QuakesToolbarSettleTests {
  private func waitingStore() throws -> QuakesStore {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    try store.dispatch(action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour))))
    return store
  }

  @Test func aRefreshWithoutScriptReturnsOnceTheQuakesArrived() async throws {
    let store = try self.waitingStore()
    let arrival = Task { @MainActor in
      try await Task.sleep(for: .milliseconds(50))
      try store.dispatch(action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [.medium]))))))
    }
    let form = try QuakesToolbar.RefreshForm(FormSubmission(fields: ["range": "allHour"]))
    #expect(!form.isLive)
    await QuakesToolbar.Form.refresh.settle(isLive: form.isLive, in: store)
    #expect(store.select(QuakesState.selectQuakesStatus()) == .success)
    #expect(store.select(QuakesState.selectQuakesCount()) == 1)
    try await arrival.value
  }

  @Test func aLivePageDoesNotWait() async throws {
    let store = try self.waitingStore()
    let form = try QuakesToolbar.RefreshForm(FormSubmission(fields: ["range": "allHour", "live": "1"]))
    #expect(form.isLive)
    await QuakesToolbar.Form.refresh.settle(isLive: form.isLive, in: store)
    #expect(store.select(QuakesState.selectQuakesStatus()) == .waiting)
  }
}
