import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import Plot
import QuakesData
import Testing

@testable import QuakesUI

@MainActor @Suite struct QuakesSearchFormTests {
  private func page(_ local: QuakesLocalState) -> QuakesPage {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    return QuakesPage(
      provider: Provider(store), local: local, links: links, now: { Date() }, worldMapPath: "/w.svg", scriptPath: "/q.js"
    )
  }

  @Test func theSearchIsAGetFormKeepingTheRestOfTheTabsState() {
    let tokyo = QuakesLocalState(searchText: "Alaska", sortOrder: .reverse, timeZone: TimeZone(identifier: "Asia/Tokyo"))
    let html = QuakesSearchForm.Presenter(local: tokyo, links: links).body().render()
    #expect(html.contains(#"<form method="get" action="/quakes" class="quakes-search" role="search">"#))
    #expect(html.contains(#"name="search""#) && html.contains(#"value="Alaska""#))
    #expect(html.contains(#"<input type="hidden" name="order" value="reverse"/>"#))
    #expect(html.contains(#"<input type="hidden" name="tz" value="Asia/Tokyo"/>"#))
  }

  /// The page's script is a plain `<script src>`, neither deferred nor async: it runs while the
  /// body is parsed, so its `history.replaceState` (the browser's zone in the URL) comes before
  /// the host's deferred `live.js` reads the URL to open the page's event stream.
  @Test func thePagesScriptRunsWhileTheBodyIsParsed() {
    let page = self.page(QuakesLocalState())
    defer { page.tearDown() }
    let html = QuakesSearchForm.region(page).render()
    #expect(html.hasSuffix(#"<script src="/q.js"></script>"#))
    #expect(html.contains("defer") == false)
    #expect(html.contains("async") == false)
  }
}
