import CounterUI
import Testing

@Suite struct CounterPresenterTests {
  private func render(_ value: Int, returnTo: String = "/counter") -> String {
    CounterPresenter(value: value, actionURL: { "/counter/actions/\($0.rawValue)" }, returnTo: returnTo).render()
  }

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

  @Test(arguments: CounterEvent.allCases)
  func eachButtonPostsItsEvent(event: CounterEvent) {
    #expect(render(0).contains(#"<form method="post" action="/counter/actions/\#(event.rawValue)">"#))
  }

  @Test func returnLocationIsEscaped() {
    let html = render(0, returnTo: #"/counter?a="><script>"#)
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;script&gt;") || html.contains("&quot;&gt;&lt;script"))
  }
}
