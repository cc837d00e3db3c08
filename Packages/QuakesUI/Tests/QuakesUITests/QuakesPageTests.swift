import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import QuakesData
import Testing

@testable import QuakesUI

/// The page's shared selectors: the shown day's quakes and the total, read by the toolbar, the
/// list, the footer and the map of one tab.
@MainActor @Suite struct QuakesPageTests {
  private func page(_ local: QuakesLocalState) throws -> QuakesPage {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let samples: [Quake] = [.xxsmall, .xsmall, .small, .medium, .large, .xlarge, .xxlarge, .xxxlarge]
    try store.dispatch(action: .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: samples))))))
    return QuakesPage(
      provider: Provider(store), local: local, links: links, now: { Date() }, worldMapPath: "/w.svg", scriptPath: "/q.js"
    )
  }

  /// Every region of the page that reads the store, rendered as the host renders them.
  private func render(_ page: QuakesPage) -> [String: String] {
    let regions = [QuakesToolbar.region(page), QuakesHeader.region(page)] + QuakeList.regions(page) + [QuakeMap.region(page)]
    return Dictionary(uniqueKeysWithValues: regions.map { ($0.id, $0.render()) })
  }

  /// The listener addresses in debug lines, one per selector (`0x` and 16 hex digits).
  private func addresses(_ lines: [String]) -> Set<Substring> {
    Set(lines.compactMap { line in line.firstRange(of: "0x").map { line[$0.lowerBound...].prefix(18) } })
  }

  @Test func theToolbarTheListAndTheMapShareOneSelectorOfTheDaysQuakes() throws {
    let page = try self.page(QuakesLocalState(searchText: "alaska"))
    defer { page.tearDown() }
    var html: [String: String] = [:]
    let lines = bindingLogLines(containing: #"searchText: "alaska""#) {
      html = self.render(page)
      html = self.render(page)
    }
    #expect(lines.isEmpty == false)
    #expect(lines.allSatisfy { $0.contains("SelectQuakesValues(") }, "\(lines)")
    #expect(self.addresses(lines).count == 1, "\(lines)")
    #expect(occurrences(of: "<li>", in: html["quakes-list"] ?? "") == 6)
    #expect(occurrences(of: "<circle ", in: html["quakes-map"] ?? "") == 6)
    #expect(html["quakes-footer"]?.contains("6 earthquakes") == true)
    #expect(html["quakes-footer"]?.contains("8 total") == true)
  }

  @Test func aPickedDayNeedsNoDefaultDay() throws {
    let today = CalendarDay(date: Date(), calendar: QuakesModule.calendar)
    let picked = try self.page(QuakesLocalState(searchDay: today))
    defer { picked.tearDown() }
    let pickedLines = bindingLogLines(containing: "SelectDefaultDay(") { _ = self.render(picked) }
    #expect(pickedLines.isEmpty)
    #expect(picked.shownDay.defaultDaySelector == nil)

    let unpicked = try self.page(QuakesLocalState())
    defer { unpicked.tearDown() }
    let lines = bindingLogLines(containing: "SelectDefaultDay(") { _ = self.render(unpicked) }
    #expect(lines.isEmpty == false)
  }

  @Test func theSharedSelectorsEndWithThePage() throws {
    let page = try self.page(QuakesLocalState())
    _ = self.render(page)
    let quakes = try #require(page.shownDay.quakesSelector)
    let defaultDay = try #require(page.shownDay.defaultDaySelector)
    #expect(quakes.isListening && defaultDay.isListening && page.quakesCount.isListening)
    page.tearDown()
    #expect(quakes.isListening == false)
    #expect(defaultDay.isListening == false)
    #expect(page.quakesCount.isListening == false)
  }
}
