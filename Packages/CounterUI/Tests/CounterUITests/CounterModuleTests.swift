import DomainRegistry
import Foundation
import Logging
import Observation
import Testing

@testable import CounterUI

@MainActor @Suite struct CounterModuleTests {
  private func startedModule() async throws -> CounterModule {
    let module = CounterModule()
    try await module.start(
      context: ModuleContext(
        dataDirectory: FileManager.default.temporaryDirectory,
        logger: Logger(label: "test.counter")
      ))
    return module
  }

  private func render(_ module: CounterModule) throws -> String {
    let view = try module.pages[0].makeView(PageRequest(location: "/counter"))
    defer { view.tearDown() }
    return view.regions.map { $0.render() }.joined()
  }

  @Test func identityIsCounter() {
    let module = CounterModule()
    #expect(module.slug == "counter")
    #expect(module.title == "Counter")
    #expect(module.actions.map(\.name) == ["increment", "decrement"])
  }

  @Test func stylesheetIsServedFromItsResourceFile() throws {
    let stylesheet = try #require(CounterModule().assets.first)
    #expect(stylesheet.name == "counter.css")
    #expect(stylesheet.isStylesheet)
    #expect(stylesheet.body.contains(".counter .value"))
  }

  @Test func pageStartsAtZero() async throws {
    #expect(try render(try await startedModule()).contains("Value: 0"))
  }

  @Test func formActionsChangeTheValueEveryPageShows() async throws {
    let module = try await startedModule()
    let increment = try #require(module.actions.first { $0.name == "increment" })
    let decrement = try #require(module.actions.first { $0.name == "decrement" })
    try await increment.perform(FormSubmission(fields: [:]))
    try await increment.perform(FormSubmission(fields: [:]))
    try await decrement.perform(FormSubmission(fields: [:]))
    #expect(try render(module).contains("Value: 1"))
  }

  @Test func liveRegionSignalsAChangeAfterADispatch() async throws {
    let module = try await startedModule()
    let view = try module.pages[0].makeView(PageRequest(location: "/counter"))
    let region = try #require(view.regions.first)
    let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
    let before = withObservationTracking {
      region.render()
    } onChange: {
      continuation.yield()
    }
    #expect(before.contains("Value: 0"))
    try await module.actions[0].perform(FormSubmission(fields: [:]))
    var iterator = changes.makeAsyncIterator()
    _ = await iterator.next()
    await Task.yield()
    #expect(region.render().contains("Value: 1"))
    view.tearDown()
  }

  @Test func indexDescribesTheModuleAndShowsTheLiveValue() async throws {
    #expect(CounterModule().status() == nil)
    #expect(CounterModule().summary.isEmpty == false)
    let module = try await startedModule()
    #expect(module.status() == "Value: 0")
    try await module.actions[0].perform(FormSubmission(fields: [:]))
    #expect(module.status() == "Value: 1")
  }

  @Test func pageBeforeStartIsAnError() {
    #expect(throws: ModuleNotStarted(slug: "counter")) {
      _ = try CounterModule().pages[0].makeView(PageRequest(location: "/counter"))
    }
  }
}
