import HTTPTypes
import HostMetrics
import Testing

@testable import WebHost

/// The `route` label of the request metrics comes from a fixed set, whatever the path.
@Suite struct RouteClassTests {
  @Test(arguments: [
    (HTTPRequest.Method.get, "/", RouteClass.page),
    (.get, "/counter", .page),
    (.get, "/quakes/list", .page),
    (.head, "/animals", .page),
    (.get, "/no/such/page", .page),
    (.post, "/counter/actions/increment", .formAction),
    (.post, "/counter/actions", .other),
    (.post, "/counter/actions/increment/again", .other),
    (.post, "/counter", .other),
    (.get, "/_live/counter", .live),
    (.get, "/_events/quakes/list", .live),
    (.get, "/_assets/app.css", .asset),
    (.get, "/_assets/counter/counter.css", .asset),
    (.get, "/favicon.svg", .asset),
    (.get, "/favicon.ico", .asset),
    (.get, "/_devtools", .devtools),
    (.post, "/_devtools/counter/import", .devtools),
    (.get, "/healthz", .health),
    (.delete, "/counter", .other),
  ])
  func aRequestIsLabelledByItsKindOfRoute(method: HTTPRequest.Method, path: String, expected: RouteClass) {
    #expect(WebHost.routeClass(method: method, path: path) == expected)
  }

  @Test func aPathThatOnlyStartsLikeAHostRouteIsAPage() {
    #expect(WebHost.routeClass(method: .get, path: "/_devtoolsx") == .page)
    #expect(WebHost.routeClass(method: .get, path: "/healthz/more") == .page)
    #expect(WebHost.routeClass(method: .get, path: "/_livex") == .page)
  }
}
