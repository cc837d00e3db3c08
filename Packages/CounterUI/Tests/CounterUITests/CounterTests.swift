import CounterData
import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import PageMarkup
import TestSupport
import Testing

@testable import CounterUI

/// The Counter component: its Form, Container and Presenter.
@MainActor @Suite struct CounterTests {
  private static let links = PageLinks<Counter.Form>(pagePath: "/counter", actionPath: { "/counter/actions/\($0.rawValue)" })

  private func render(_ value: Int, returnTo: String = "/counter") -> String {
    Counter.Presenter(value: value, links: Self.links, returnTo: returnTo).render()
  }

  // MARK: Form

  @Test(arguments: [(Counter.Form.increment, CounterAction.didTapIncrementButton), (.decrement, .didTapDecrementButton)])
  func eventsMapToActions(event: Counter.Form, action: CounterAction) throws {
    #expect(try event.action(from: FormSubmission(fields: [:])) == action)
  }

  // MARK: Container

  @Test func selectedValueFollowsTheStore() async throws {
    let store = CounterStore(initialState: CounterState(4), reducer: CounterReducer.reduce)
    let provider = Provider(store)
    let container = Counter.Container(provider: provider)
    let post = FormSubmission(fields: [:])
    #expect(container.selectedValue == 4)
    try Counter.Form.increment.dispatch(post, to: provider.dispatcher)
    try Counter.Form.increment.dispatch(post, to: provider.dispatcher)
    try Counter.Form.decrement.dispatch(post, to: provider.dispatcher)
    #expect(store.select(CounterState.selectValue()) == 5)
    #expect(await eventually { container.selectedValue == 5 })
    #expect(container.presenter(links: Self.links, returnTo: "/").render().contains("Value: 5"))
    container.cancel()
  }

  // MARK: Presenter

  @Test(arguments: [-2, 0, 17])
  func showsTheValue(value: Int) {
    #expect(render(value).contains("Value: \(value)"))
  }

  @Test func buttonsSurroundTheValueInSpecOrder() throws {
    let html = render(1)
    let increment = try #require(html.range(of: ">Increment</button>"))
    let value = try #require(html.range(of: "Value: 1"))
    let decrement = try #require(html.range(of: ">Decrement</button>"))
    #expect(increment.upperBound <= value.lowerBound)
    #expect(value.upperBound <= decrement.lowerBound)
  }

  @Test(arguments: Counter.Form.allCases)
  func eachButtonPostsItsEvent(event: Counter.Form) {
    #expect(render(0).contains(#"<form method="post" action="/counter/actions/\#(event.rawValue)">"#))
  }

  @Test func returnLocationIsEscaped() {
    let html = render(0, returnTo: #"/counter?a="><script>"#)
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;script&gt;") || html.contains("&quot;&gt;&lt;script"))
  }
}
