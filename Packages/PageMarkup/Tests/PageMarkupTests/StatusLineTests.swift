import PageMarkup
import Plot
import Testing

@Suite struct StatusLineTests {
  @Test func idleLineIsAnEmptyPoliteLiveRegion() {
    #expect(StatusLine.idle.node(className: "status").render() == #"<p class="status" role="status" aria-live="polite"></p>"#)
  }

  @Test(arguments: [(StatusLine.progress("Refreshing…"), "progress"), (.notice("No quakes"), "notice")])
  func messagesArePolite(status: StatusLine, tone: String) {
    let html = status.node(className: "status").render()
    #expect(html == #"<p class="status" role="status" aria-live="polite" data-tone="\#(tone)">\#(status.text)</p>"#)
  }

  @Test func failureIsAnAssertiveAlert() {
    let html = StatusLine.failure("Could not reach <host>").node(className: "status").render()
    #expect(html == #"<p class="status" role="alert" aria-live="assertive" data-tone="failure">Could not reach &lt;host&gt;</p>"#)
  }
}
