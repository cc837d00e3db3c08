import DomainRegistry
import Foundation
import Testing

@testable import WebHost

@MainActor @Suite struct LiveSessionTests {
  @Test func initialEventsCarryEveryRegion() throws {
    let module = FakeModule()
    let session = LiveSession(view: try module.pages[0].makeView(PageRequest(location: "/fake")))
    let events = session.initialEvents()
    #expect(events.count == 2)
    #expect(events[0].hasPrefix("event: region\ndata: {"))
    #expect(events[0].contains(#""id":"live-count""#))
    #expect(events[0].contains(#""html":"<p>Count: 0</p>""#))
    session.close()
  }

  @Test func changeSignalsTheRegionThatReadIt() async throws {
    let module = FakeModule()
    let session = LiveSession(view: try module.pages[0].makeView(PageRequest(location: "/fake")))
    var signals = session.signals.makeAsyncIterator()
    module.model.count = 3
    guard case .regionChanged(let index)? = await signals.next() else {
      Issue.record("expected a region change")
      return
    }
    #expect(index == 0)
    let event = try #require(session.rerender(index))
    #expect(event.contains("Count: 3"))
    session.close()
  }

  @Test func unchangedHTMLSendsNothing() throws {
    let module = FakeModule()
    let session = LiveSession(view: try module.pages[0].makeView(PageRequest(location: "/fake")))
    module.model.note = "<b>bold</b> & more"  // same value: same HTML
    #expect(session.rerender(1) == nil)
    session.close()
  }

  @Test func closeTearsTheViewDownOnce() throws {
    let module = FakeModule()
    let session = LiveSession(view: try module.pages[0].makeView(PageRequest(location: "/fake")))
    session.close()
    session.close()
    #expect(module.tearDownCount == 1)
    #expect(session.rerender(0) == nil)
  }

  @Test func eventPayloadIsOneLineOfJSONCarryingTheHTMLUnchanged() throws {
    let html = "a\"b\\c\nd\u{1}\r</script>\u{2028}é"
    let event = LiveRegionMarkup.event(regionID: "r", html: html)
    let lines = event.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(lines[0] == "event: region")
    #expect(event.hasSuffix("\n\n"))
    let data = try #require(lines[1].split(separator: " ", maxSplits: 1).last)
    let payload = try JSONDecoder().decode(LiveRegionMarkup.Payload.self, from: Data(data.utf8))
    #expect(payload == LiveRegionMarkup.Payload(id: "live-r", digest: LiveRegionMarkup.digest(html), html: html))
  }
}
