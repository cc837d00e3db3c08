import Foundation
import ImmutableBinding
import QuakesData

/// The day a tab shows: the day picked in the URL, else QuakesData's default day (today when
/// there are quakes today, else the newest quake's day) in the tab's time zone.
///
/// Reading ``day`` in a region tracks the default day, so the region is drawn again when a
/// refresh or a delete moves it.
@MainActor final class QuakesShownDay {
  let local: QuakesLocalState
  let defaultDay: ImmutableBinding.Selector<QuakesStore, Date>

  init(store: QuakesStore, local: QuakesLocalState, today: Date) {
    self.local = local
    let timeZone = local.calendar.timeZone
    self.defaultDay = ImmutableBinding.Selector(
      store,
      label: "SelectDefaultDay(timeZone: \(timeZone.identifier))",
      filter: QuakesFilter.filterQuakes(),
      outputSelector: QuakesState.selectDefaultDay(today: today, timeZone: timeZone)
    )
  }

  /// The picked day, else the default day.
  var day: CalendarDay {
    self.local.searchDay ?? CalendarDay(date: self.defaultDay.output, calendar: self.local.calendar)
  }

  /// The list's filter for ``day``.
  var search: QuakesSearch {
    QuakesSearch(
      text: self.local.searchText,
      date: self.day.date(in: self.local.calendar) ?? self.defaultDay.output,
      timeZone: self.local.calendar.timeZone
    )
  }

  /// The shown day's matching quakes in the URL's sort: the list's rows and the map's circles.
  var sortedQuakes: QuakesSelection<[Quake]> {
    .sortedQuakes(self.search, sort: self.local.sortParameter, order: self.local.sortOrder)
  }

  func cancel() {
    self.defaultDay.cancel()
  }
}
