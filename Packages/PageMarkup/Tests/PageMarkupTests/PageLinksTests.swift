import Foundation
import PageMarkup
import Plot
import Testing

@Suite struct PageLinksTests {
  @Test func defaultStateIsThePagePathAlone() {
    #expect(sampleLinks.page(SampleState()) == "/sample")
  }

  @Test func stateIsEncodedInTheQuery() {
    #expect(sampleLinks.page(SampleState(selected: "a b", search: "x&y=z+")) == "/sample?selected=a%20b&search=x%26y%3Dz%2B")
  }

  @Test func stateRoundTripsThroughItsURL() throws {
    let state = SampleState(selected: "id/1?", search: "San José & co")
    let components = try #require(URLComponents(string: sampleLinks.page(state)))
    let query = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
    #expect(SampleState(query: query) == state)
  }

  @Test func actionPathComesFromTheForm() {
    #expect(sampleLinks.action(.deleteAll) == "/sample/actions/delete-all")
  }

  @Test func linkToAStateIsEscapedAndMarksTheCurrentRow() {
    let html = sampleLinks.link("Lion <3", to: SampleState(selected: "1"), className: "row", isCurrent: true).render()
    #expect(html == #"<a href="/sample?selected=1" class="row" aria-current="true">Lion &lt;3</a>"#)
  }
}
