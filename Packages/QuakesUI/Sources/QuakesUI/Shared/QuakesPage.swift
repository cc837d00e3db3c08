import Foundation
import ImmutableBinding

/// What every component of one Quakes page (one tab) is built from: the store, the tab's local
/// state from its URL, where links and assets point, and the clock.
///
/// Components register what ends with the page (their selectors) in ``onTearDown(_:)``.
@MainActor final class QuakesPage {
  let provider: Provider<QuakesStore>
  let local: QuakesLocalState
  let links: QuakesLinks
  let now: @Sendable () -> Date
  let worldMapPath: String
  let scriptPath: String
  private var tearDowns: [@MainActor () -> Void] = []

  init(
    provider: Provider<QuakesStore>,
    local: QuakesLocalState,
    links: QuakesLinks,
    now: @escaping @Sendable () -> Date,
    worldMapPath: String,
    scriptPath: String
  ) {
    self.provider = provider
    self.local = local
    self.links = links
    self.now = now
    self.worldMapPath = worldMapPath
    self.scriptPath = scriptPath
  }

  var store: QuakesStore { self.provider.store }

  /// The day the page shows, shared by the components that depend on it (toolbar, list, map),
  /// as the book's parent view passes its date down: one default-day selector per tab.
  private(set) lazy var shownDay: QuakesShownDay = {
    let shownDay = QuakesShownDay(store: self.store, local: self.local, today: self.now())
    self.onTearDown { shownDay.cancel() }
    return shownDay
  }()

  func onTearDown(_ body: @escaping @MainActor () -> Void) {
    self.tearDowns.append(body)
  }

  /// Ends every component's subscriptions: the page is no longer shown.
  func tearDown() {
    for body in self.tearDowns { body() }
    self.tearDowns = []
  }
}
