import DomainRegistry
import Foundation
import ImmutableBinding
import QuakesData

/// What every component of one Quakes page (one tab) is built from: the store, the tab's local
/// state from its URL, where links and assets point, the clock, and the selectors several
/// components read (the shown day and its quakes, the total).
///
/// Components register what ends with the page (their selectors) in ``onTearDown(_:)``.
@MainActor final class QuakesPage {
  let provider: Provider<QuakesStore>
  let local: QuakesLocalState
  let links: QuakesLinks
  let now: @Sendable () -> Date
  let worldMapPath: String
  let scriptPath: String
  /// A form post of this page the host refused, shown again with its message.
  let submitted: SubmittedForm?
  private var tearDowns: [@MainActor () -> Void] = []

  init(
    provider: Provider<QuakesStore>,
    local: QuakesLocalState,
    links: QuakesLinks,
    now: @escaping @Sendable () -> Date,
    worldMapPath: String,
    scriptPath: String,
    submitted: SubmittedForm? = nil
  ) {
    self.provider = provider
    self.local = local
    self.links = links
    self.now = now
    self.worldMapPath = worldMapPath
    self.scriptPath = scriptPath
    self.submitted = submitted
  }

  var store: QuakesStore { self.provider.store }

  /// The day the page shows and its quakes, shared by the components that depend on it
  /// (toolbar, list, map), as the book's parent view passes its date down.
  private(set) lazy var shownDay: QuakesShownDay = {
    let shownDay = QuakesShownDay(store: self.store, local: self.local, today: self.now())
    self.onTearDown { shownDay.cancel() }
    return shownDay
  }()

  /// How many quakes the store holds, shared by the toolbar (the Delete menu) and the footer.
  private(set) lazy var quakesCount: ImmutableBinding.Selector<QuakesStore, Int> = {
    let selector = ImmutableBinding.Selector(self.store, label: "SelectQuakesCount", outputSelector: QuakesState.selectQuakesCount())
    self.onTearDown { selector.cancel() }
    return selector
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
