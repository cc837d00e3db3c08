import DomainRegistry
import Foundation
import NIOCore
import Testing

@testable import WebHost

@MainActor @Suite struct LiveSessionTests {
  @Test func aNewSessionHasRenderedEveryRegion() throws {
    let module = FakeModule()
    let session = LiveSession(view: try module.pages[0].makeView(PageRequest(location: "/fake")))
    #expect(session.regionIDs == ["count", "note"])
    #expect(session.html.first == "<p>Count: 0</p>")
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
    let html = try #require(session.rerender(index))
    #expect(html == "<p>Count: 3</p>")
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

  @Test func aMessageIsOneEventWhoseIdIsItsVersionAndWhoseDataIsOneLineOfJSON() throws {
    let html = "a\"b\\c\nd\u{1}\r</script>\u{2028}é"
    let region = LiveRegionMarkup.regionJSON(regionID: "r", html: html, digest: LiveRegionMarkup.digest(html))
    let message = LiveMessage(regions: [region, region], version: LiveVersion(boot: "b0", sequence: 7))
    let event = String(buffer: message.eventStream)
    let lines = event.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)
    #expect(lines[0] == "id: b0.7")
    #expect(lines[1] == "event: live")
    #expect(event.hasSuffix("\n\n"))
    let data = try #require(lines[2].split(separator: " ", maxSplits: 1).last)
    #expect(String(data) == String(buffer: message.json))
    let decoded = try JSONDecoder().decode(Decoded.self, from: Data(data.utf8))
    #expect(decoded.v == "b0.7")
    #expect(
      decoded.regions
        == Array(repeating: LiveRegionMarkup.Payload(id: "live-r", digest: LiveRegionMarkup.digest(html), html: html), count: 2))
  }

  private struct Decoded: Decodable {
    let regions: [LiveRegionMarkup.Payload]
    let v: String
  }

  @Test func versionsParseOnlyTheirOwnShape() {
    #expect(LiveVersion("k3x.42") == LiveVersion(boot: "k3x", sequence: 42))
    #expect(LiveVersion("k3x.42")?.description == "k3x.42")
    for bad in ["", "42", ".42", "k3x.", "k3x.-1", "K3X.4", "a b.4", "k3x.99999999999999999999", String(repeating: "a", count: 70) + ".1"] {
      #expect(LiveVersion(bad) == nil, "\(bad)")
    }
  }
}
