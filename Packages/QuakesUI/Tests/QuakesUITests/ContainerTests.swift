import Foundation
import ImmutableBinding
import ImmutableData
import QuakesData
import Testing

@testable import QuakesUI

@MainActor @Suite struct QuakesContainerTests {
  private let links = QuakesLinks(pagePath: "/quakes") { "/quakes/actions/\($0.rawValue)" }
  private let samples: [Quake] = [.xxsmall, .xsmall, .small, .medium, .large, .xlarge, .xxlarge, .xxxlarge]

  private func loaded(_ quakes: [Quake]) -> QuakesAction {
    .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: quakes)))))
  }

  private func container(_ store: QuakesStore, _ local: QuakesLocalState = QuakesLocalState()) -> QuakesContainer {
    QuakesContainer(
      provider: Provider(store),
      local: local,
      defaultDay: QuakesDefaultDay(store: store, calendar: QuakesModule.calendar, today: Date()),
      links: self.links,
      calendar: QuakesModule.calendar,
      worldMapPath: "/assets/quakes/world.svg"
    )
  }

  @Test func anEmptyStoreShowsTheRefreshPrompt() {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let container = self.container(store)
    #expect(container.quakesCount.wrappedValue == 0)
    #expect(container.activity == .idle)
    #expect(container.listPresenter(now: Date()).body().render().contains("Refresh to load earthquakes"))
  }

  @Test(arguments: [
    (QuakesSortParameter.magnitude, QuakesSortOrder.reverse, "xxxlarge"),
    (.magnitude, .forward, "xxsmall"),
  ])
  func listIsSortedAsTheURLSays(parameter: QuakesSortParameter, order: QuakesSortOrder, first: String) throws {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    try store.dispatch(action: self.loaded(self.samples))
    let container = self.container(store, QuakesLocalState(sortOrder: order, sortParameter: parameter))
    #expect(container.quakesValues.wrappedValue.first?.quakeId == first)
    #expect(container.quakesValues.wrappedValue.count == 8)
    #expect(container.quakes.wrappedValue.count == 8)
  }

  @Test func searchIgnoresCaseAndFiltersListAndMapAlike() throws {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    try store.dispatch(action: self.loaded(self.samples))
    let container = self.container(store, QuakesLocalState(searchText: "southern alaska"))
    #expect(Set(container.quakesValues.wrappedValue.map(\.quakeId)) == ["large", "xlarge", "xxlarge", "xxxlarge"])
    #expect(Set(container.quakes.wrappedValue.keys) == ["large", "xlarge", "xxlarge", "xxxlarge"])
    #expect(container.toolbarPresenter().filteredCount == 4)
  }

  @Test func anotherDayLeavesNothingAndDisablesSort() throws {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    try store.dispatch(action: self.loaded(self.samples))
    let container = self.container(store, QuakesLocalState(searchDay: CalendarDay(string: "2001-01-01")))
    #expect(container.quakesValues.wrappedValue.isEmpty)
    #expect(container.toolbarPresenter().isSortMenuDisabled)
    #expect(container.listPresenter(now: Date()).body().render().contains("No Results"))
  }

  @Test func aLiveContainerFollowsLaterActions() async throws {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let container = self.container(store, QuakesLocalState(selectedQuakeId: "medium"))
    #expect(container.quake.wrappedValue == nil)
    #expect(container.headerPresenter().title == "Earthquakes")
    try store.dispatch(action: .ui(.quakeList(.onAppear)))
    #expect(await eventually { container.activity == .refreshing })
    try store.dispatch(action: self.loaded(self.samples))
    #expect(await eventually { container.quakesValues.wrappedValue.count == 8 })
    #expect(container.quakesCount.wrappedValue == 8)
    #expect(container.activity == .idle)
    #expect(container.headerPresenter().title == "Central Alaska")
    try store.dispatch(action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "medium"))))
    #expect(await eventually { container.quakes.wrappedValue.count == 7 })
    #expect(container.quake.wrappedValue == nil)
    try store.dispatch(action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "Offline"))))))
    #expect(await eventually { container.activity == .failed(message: "Offline") })
    #expect(container.quakesCount.wrappedValue == 7)
    container.cancel()
  }
}

@Suite struct QuakesEventTests {
  @Test(arguments: [
    ("allHour", QuakesAction.UI.QuakeList.RefreshQuakesRange.allHour), ("allDay", .allDay),
    ("allWeek", .allWeek), ("allMonth", .allMonth),
  ])
  func refreshFormsNameTheirRange(value: String, range: QuakesAction.UI.QuakeList.RefreshQuakesRange) throws {
    let event = try QuakesEvent(action: .refresh, form: ["range": value])
    #expect(event.action == .ui(.quakeList(.onTapRefreshQuakesButton(range: range))))
  }

  @Test func deleteFormsBecomeDeleteActions() throws {
    #expect(
      try QuakesEvent(action: .deleteSelected, form: ["quakeId": "hv1"]).action
        == .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "hv1")))
    )
    #expect(try QuakesEvent(action: .deleteAll, form: [:]).action == .ui(.quakeList(.onTapDeleteAllQuakesButton)))
  }

  @Test(arguments: [
    (QuakesFormAction.refresh, [String: String]()), (.refresh, ["range": "allYear"]),
    (.deleteSelected, [:]), (.deleteSelected, ["quakeId": ""]),
  ])
  func badFormsAreClearErrors(action: QuakesFormAction, form: [String: String]) {
    #expect(throws: QuakesEvent.FormError.self) { try QuakesEvent(action: action, form: form) }
  }
}
