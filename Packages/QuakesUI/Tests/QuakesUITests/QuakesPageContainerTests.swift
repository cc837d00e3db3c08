import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import PageMarkup
import Plot
import QuakesData
import TestSupport
import Testing

@testable import QuakesUI

@MainActor @Suite struct QuakesPageContainerTests {
  private let links = QuakesLinks(pagePath: "/quakes") { "/quakes/actions/\($0.rawValue)" }
  private let samples: [Quake] = [.xxsmall, .xsmall, .small, .medium, .large, .xlarge, .xxlarge, .xxxlarge]

  private func loaded(_ quakes: [Quake]) -> QuakesAction {
    .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: quakes)))))
  }

  /// The page's containers for one tab, as the page builds them.
  @MainActor private struct Containers {
    let page: QuakesPage
    let list: QuakeList.Container
    let toolbar: QuakesToolbar.Container
    let header: QuakesHeader.Container
    let map: QuakeMap.Container

    var quakesCount: ImmutableBinding.Selector<QuakesStore, Int> { self.page.quakesCount }
    /// The list's rows.
    var quakesValues: [Quake] { self.page.shownDay.quakes }
    /// The map's circles.
    var mapQuakes: [QuakeItem] { self.map.presenter().quakes }
    var quake: ImmutableBinding.Selector<QuakesStore, Quake?> { self.header.quake }
    var activity: QuakesActivity { self.toolbar.activity }

    func listPresenter(now: Date) -> QuakeList.Presenter { self.list.presenter(now: now) }
    func toolbarPresenter() -> QuakesToolbar.Presenter { self.toolbar.presenter() }
    func headerPresenter() -> QuakesHeader.Presenter { self.header.presenter() }

    func cancel() {
      self.page.tearDown()
      self.toolbar.cancel()
      self.header.cancel()
    }
  }

  private func container(_ store: QuakesStore, _ local: QuakesLocalState = QuakesLocalState()) -> Containers {
    let page = QuakesPage(
      provider: Provider(store), local: local, links: self.links, now: { Date() }, worldMapPath: "/w.svg", scriptPath: "/q.js"
    )
    return Containers(
      page: page,
      list: QuakeList.Container(page: page),
      toolbar: QuakesToolbar.Container(page: page),
      header: QuakesHeader.Container(store: store, local: local),
      map: QuakeMap.Container(page: page)
    )
  }

  @Test func anEmptyStoreShowsTheRefreshPrompt() {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let container = self.container(store)
    #expect(container.quakesCount.output == 0)
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
    #expect(container.quakesValues.first?.quakeId == first)
    #expect(container.quakesValues.count == 8)
    #expect(container.mapQuakes.count == 8)
  }

  @Test func searchIgnoresCaseAndFiltersListAndMapAlike() throws {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    try store.dispatch(action: self.loaded(self.samples))
    let container = self.container(store, QuakesLocalState(searchText: "southern alaska"))
    #expect(Set(container.quakesValues.map(\.quakeId)) == ["large", "xlarge", "xxlarge", "xxxlarge"])
    #expect(Set(container.mapQuakes.map(\.id)) == ["large", "xlarge", "xxlarge", "xxxlarge"])
    #expect(container.toolbarPresenter().filteredCount == 4)
  }

  @Test func anotherDayLeavesNothingAndDisablesSort() throws {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    try store.dispatch(action: self.loaded(self.samples))
    let container = self.container(store, QuakesLocalState(searchDay: CalendarDay(string: "2001-01-01")))
    #expect(container.quakesValues.isEmpty)
    #expect(container.toolbarPresenter().isSortMenuDisabled)
    #expect(container.listPresenter(now: Date()).body().render().contains("No Results"))
  }

  @Test func aLiveContainerFollowsLaterActions() async throws {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let container = self.container(store, QuakesLocalState(selectedQuakeId: "medium"))
    #expect(container.quake.output == nil)
    #expect(container.headerPresenter().title == "Earthquakes")
    try store.dispatch(action: .ui(.quakeList(.onAppear)))
    #expect(await eventually { container.activity == .refreshing })
    try store.dispatch(action: self.loaded(self.samples))
    #expect(await eventually { container.quakesValues.count == 8 })
    #expect(container.quakesCount.output == 8)
    // The shared quakes selector reads the store as it rebuilds for the new default day; the
    // other selectors hear of the action from the store's stream.
    #expect(await eventually { container.activity == .idle })
    #expect(await eventually { container.headerPresenter().title == "Central Alaska" })
    try store.dispatch(action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "medium"))))
    #expect(await eventually { container.mapQuakes.count == 7 })
    #expect(await eventually { container.quake.output == nil })
    try store.dispatch(action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "Offline"))))))
    #expect(await eventually { container.activity == .failed(message: "Offline") })
    #expect(container.quakesCount.output == 7)
    container.cancel()
  }
}
