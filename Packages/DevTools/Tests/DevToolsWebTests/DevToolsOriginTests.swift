import DevTools
import DevToolsInspection
import DevToolsWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Testing

@MainActor
@Suite struct DevToolsOriginTests {
  @Test func theLogShowsEachOriginAndLinksTheStepThatStartedAListenersWork() async throws {
    let fixture = DevToolsFixture()
    try ActionOrigin.$current.withValue(.formPost(action: "raise", location: "/gauge?unit=cm", tab: "k3v9")) {
      try fixture.store.dispatch(action: .raise(1))
    }
    try ActionOrigin.$current.withValue(
      ActionOrigin.listener("GaugeData.Listener", startedBy: GaugeAction.raise(1)).running(thunk: "saveQuery")
    ) {
      try fixture.store.dispatch(action: .raise(2))
    }
    try await fixture.test { client in
      let live = String(buffer: try await client.execute(uri: "/_devtools/gauge/live", method: .get).body)
      #expect(
        live.contains(
          #"<span class="origin">form action raise from /gauge?unit=cm (tab k3v9)</span><a class="tab-filter" href="/_devtools?tab=k3v9" aria-label="Only this tab (k3v9)">only this tab</a>"#
        ))
      #expect(live.contains(#"<span class="step-number" id="gauge-step-1">#1</span>"#))
      #expect(
        live.contains(
          ##"<span class="origin">GaugeData.Listener, thunk saveQuery, started by GaugeAction.raise(1) (<a href="#gauge-step-1">step #1</a>)</span><a class="tab-filter" href="/_devtools?tab=k3v9" aria-label="Only this tab (k3v9)">only this tab</a>"##
        ))
      let actions = try decode(ActionsReply.self, try await client.execute(uri: "/_devtools/gauge/actions", method: .get))
      #expect(actions.steps.map(\.startedByStep) == [nil, 1])
      // The Listener's step came from the page and tab of the step that started it.
      #expect(actions.steps.map(\.tab) == ["k3v9", "k3v9"])
      #expect(actions.steps.map(\.page) == ["/gauge?unit=cm", "/gauge?unit=cm"])
    }
  }
}
