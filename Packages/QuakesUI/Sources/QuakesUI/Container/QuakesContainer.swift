import Foundation
import ImmutableBinding
import QuakesData

/// The Quakes page for one tab: the only place that reads the store.
///
/// It builds the selectors for the tab's local state (from the URL) and maps their outputs to
/// the plain values the Presenters draw. The host keeps a container alive for a live page and
/// re-renders a region when one of the selectors it reads publishes a new output.
@MainActor package final class QuakesContainer {
  package let store: QuakesStore
  package let local: QuakesLocalState
  package let links: QuakesLinks
  package let calendar: Calendar
  package let worldMapPath: String
  private let defaultDay: QuakesDefaultDay

  package let quakesValues: SelectQuakesValues
  package let quakes: SelectQuakes
  package let quakesCount: SelectQuakesCount
  package let quakesStatus: SelectQuakesStatus
  package let skippedFeatureCount: SelectSkippedFeatureCount
  package let quake: SelectQuake

  package init(
    provider: Provider<QuakesStore>,
    local: QuakesLocalState,
    defaultDay: QuakesDefaultDay,
    links: QuakesLinks,
    calendar: Calendar,
    worldMapPath: String
  ) {
    let store = provider.store
    self.store = store
    self.local = local
    self.defaultDay = defaultDay
    self.links = links
    self.calendar = calendar
    self.worldMapPath = worldMapPath
    let search = Self.search(local: local, day: local.searchDay ?? defaultDay.day, calendar: calendar)
    self.quakesValues = SelectQuakesValues(
      store, search: search, sort: local.sortParameter, order: local.sortOrder
    )
    self.quakes = SelectQuakes(store, search: search)
    self.quakesCount = SelectQuakesCount(store)
    self.quakesStatus = SelectQuakesStatus(store)
    self.skippedFeatureCount = SelectSkippedFeatureCount(store)
    self.quake = SelectQuake(store, quakeId: local.selectedQuakeId)
  }

  private static func search(local: QuakesLocalState, day: CalendarDay, calendar: Calendar) -> QuakesSearch {
    QuakesSearch(
      text: local.searchText,
      date: day.date(in: calendar) ?? Date(),
      timeZone: calendar.timeZone
    )
  }
}

extension QuakesContainer {
  /// The day the list is filtered on (the picked day, else the default day), with the
  /// day-dependent selectors brought up to date for it.
  ///
  /// Calling it in a region tracks the default day; when that moved (a fetch brought newer
  /// quakes), the selectors are rebuilt for the new day (their `id` changed).
  package func updatedSearchDay() -> CalendarDay {
    let day = self.local.searchDay ?? self.defaultDay.day
    let search = Self.search(local: self.local, day: day, calendar: self.calendar)
    self.quakesValues.update(
      self.store, search: search, sort: self.local.sortParameter, order: self.local.sortOrder
    )
    self.quakes.update(self.store, search: search)
    return day
  }
}

extension Quake {
  fileprivate var item: QuakeItem {
    QuakeItem(
      id: self.quakeId,
      magnitude: self.magnitude,
      time: self.time,
      name: self.name,
      longitude: self.longitude,
      latitude: self.latitude
    )
  }
}

extension QuakesContainer {
  package var activity: QuakesActivity {
    switch self.quakesStatus.wrappedValue {
    case .waiting:
      .refreshing
    case .failure(error: let message):
      .failed(message: message)
    case nil, .empty, .success:
      switch self.skippedFeatureCount.wrappedValue {
      case 0: .idle
      case 1: .notice(message: "Skipped 1 feature of the feed: a number was out of range.")
      case let count: .notice(message: "Skipped \(count) features of the feed: numbers were out of range.")
      }
    }
  }

  package func headerPresenter() -> QuakesHeaderPresenter {
    QuakesHeaderPresenter(selectedQuake: self.quake.wrappedValue?.item, timeZone: self.calendar.timeZone)
  }

  package func toolbarPresenter() -> QuakesToolbarPresenter {
    _ = self.updatedSearchDay()
    return QuakesToolbarPresenter(
      totalCount: self.quakesCount.wrappedValue,
      filteredCount: self.quakes.wrappedValue.count,
      activity: self.activity,
      local: self.local,
      links: self.links
    )
  }

  package func listPresenter(now: Date) -> QuakeListPresenter {
    let day = self.updatedSearchDay()
    return QuakeListPresenter(
      quakes: self.quakesValues.wrappedValue.map(\.item),
      totalCount: self.quakesCount.wrappedValue,
      local: self.local,
      shownDay: day,
      links: self.links,
      now: now
    )
  }

  package func mapPresenter() -> QuakeMapPresenter {
    _ = self.updatedSearchDay()
    return QuakeMapPresenter(
      quakes: self.quakes.wrappedValue.values.map(\.item),
      local: self.local,
      links: self.links,
      worldMapPath: self.worldMapPath
    )
  }
}

extension QuakesContainer {
  /// Ends every selector's subscription: the page is no longer shown.
  package func cancel() {
    self.quakesValues.selector.cancel()
    self.quakes.selector.cancel()
    self.quakesCount.selector.cancel()
    self.quakesStatus.selector.cancel()
    self.skippedFeatureCount.selector.cancel()
    self.quake.selector.cancel()
  }
}
