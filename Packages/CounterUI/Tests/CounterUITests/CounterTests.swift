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
  private static let actionPath: @Sendable (String) -> String = { "/counter/actions/\($0)" }

  private func render(_ value: Int, returnTo: String = "/counter") -> String {
    Counter.Presenter(value: value, actionPath: Self.actionPath, returnTo: returnTo).render()
  }

  // MARK: Form

  @Test func eachFormDispatchesItsAction() throws {
    let store = CounterStore(initialState: CounterState(0), reducer: CounterReducer.reduce)
    let provider = Provider(store)
    try Counter.IncrementForm(FormSubmission(fields: [:])).dispatch(to: provider)
    #expect(store.select(CounterState.selectValue()) == 1)
    try Counter.DecrementForm(FormSubmission(fields: [:])).dispatch(to: provider)
    try Counter.DecrementForm(FormSubmission(fields: [:])).dispatch(to: provider)
    #expect(store.select(CounterState.selectValue()) == -1)
  }

  // MARK: Container

  @Test func selectedValueFollowsTheStore() async throws {
    let store = CounterStore(initialState: CounterState(4), reducer: CounterReducer.reduce)
    let provider = Provider(store)
    let container = Counter.Container(provider: provider)
    let post = FormSubmission(fields: [:])
    #expect(container.selectedValue == 4)
    try Counter.IncrementForm(post).dispatch(to: provider)
    try Counter.IncrementForm(post).dispatch(to: provider)
    try Counter.DecrementForm(post).dispatch(to: provider)
    #expect(store.select(CounterState.selectValue()) == 5)
    #expect(await eventually { container.selectedValue == 5 })
    #expect(container.presenter(actionPath: Self.actionPath, returnTo: "/").render().contains("Value: 5"))
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

  @Test(arguments: [Counter.IncrementForm.name, Counter.DecrementForm.name])
  func eachButtonPostsItsEvent(name: String) {
    #expect(render(0).contains(#"<form method="post" action="/counter/actions/\#(name)">"#))
  }

  @Test func returnLocationIsEscaped() {
    let html = render(0, returnTo: #"/counter?a="><script>"#)
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;script&gt;") || html.contains("&quot;&gt;&lt;script"))
  }
}
