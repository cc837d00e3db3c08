import Foundation
import ImmutableBinding
import QuakesData

/// The day a tab shows: the day picked in the URL, else QuakesData's default day (today when
/// there are quakes today, else the newest quake's day) in the tab's time zone; and that day's
/// matching quakes, which the toolbar, the list and the map all show.
///
/// Reading ``day`` or ``quakes`` in a region tracks the default day, so the region is drawn
/// again when a refresh or a delete moves it. Each selector is built on its first read: a page
/// with a picked day never computes the default day.
@MainActor final class QuakesShownDay {
  let local: QuakesLocalState
  private let store: QuakesStore
  private let today: Date
  private(set) var defaultDaySelector: ImmutableBinding.Selector<QuakesStore, Date>?
  private(set) var quakesSelector: QuakesSelection.Selector?
  private var itemsCache: (quakes: [Quake], items: [QuakeItem])?

  init(store: QuakesStore, local: QuakesLocalState, today: Date) {
    self.store = store
    self.local = local
    self.today = today
  }

  /// The default day's selector (one per tab).
  var defaultDay: ImmutableBinding.Selector<QuakesStore, Date> {
    if let selector = self.defaultDaySelector { return selector }
    let timeZone = self.local.calendar.timeZone
    let selector = ImmutableBinding.Selector(
      self.store,
      label: "SelectDefaultDay(timeZone: \(timeZone.identifier))",
      filter: QuakesFilter.filterQuakes(),
      outputSelector: QuakesState.selectDefaultDay(today: self.today, timeZone: timeZone)
    )
    self.defaultDaySelector = selector
    return selector
  }

  /// The picked day, else the default day.
  var day: CalendarDay {
    self.local.searchDay ?? CalendarDay(date: self.defaultDay.output, calendar: self.local.calendar)
  }

  /// The list's filter for ``day``.
  var search: QuakesSearch {
    let calendar = self.local.calendar
    return QuakesSearch(
      text: self.local.searchText,
      date: self.day.date(in: calendar) ?? self.defaultDay.output,
      timeZone: calendar.timeZone
    )
  }

  /// How the shown day's matching quakes are selected, in the URL's sort.
  var selection: QuakesSelection {
    QuakesSelection(self.search, sort: self.local.sortParameter, order: self.local.sortOrder)
  }

  /// The shown day's matching quakes in the URL's sort: the list's rows, the map's circles and
  /// the toolbar's count, from one selector per tab: the week is filtered and sorted once per
  /// change, not once per component.
  var quakes: [Quake] {
    let selector = self.selection.selector(updating: self.quakesSelector, in: self.store)
    self.quakesSelector = selector
    return selector.output
  }

  /// ``quakes`` as the Presenters' plain values, mapped once per output of the selector: the
  /// list, the footer and the map all show them.
  var items: [QuakeItem] {
    let quakes = self.quakes
    // Equal arrays sharing one buffer compare in O(1): the usual case, an unchanged output.
    if let cache = self.itemsCache, cache.quakes == quakes { return cache.items }
    let items = quakes.map(QuakeItem.init)
    self.itemsCache = (quakes, items)
    return items
  }

  func cancel() {
    self.defaultDaySelector?.cancel()
    self.quakesSelector?.cancel()
  }
}
