import DomainRegistry
import Foundation
import Logging
import Observation
import TestSupport
import Testing

@testable import ItemsUI

@MainActor @Suite struct ItemsModuleTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory(prefix: "items")
  }

  private func startedModule() async throws -> ItemsModule {
    let module = ItemsModule()
    try await module.start(context: ModuleContext(dataDirectory: directory.url, logger: Logger(label: "test.items")))
    return module
  }

  private func render(_ module: ItemsModule, _ location: String = "/items", query: [String: String] = [:]) throws -> String {
    let view = try module.pages[0].makeView(PageRequest(location: location, query: query))
    defer { view.tearDown() }
    return view.regions.map { $0.render() }.joined()
  }

  private func perform(_ module: ItemsModule, _ name: String, _ fields: [String: String]) async throws {
    let action = try #require(module.actions.first { $0.name == name })
    try await action.perform(FormSubmission(fields: fields))
  }

  @Test func theModuleIsNamedAfterItsDomain() {
    let module = ItemsModule()
    #expect(module.slug == "items")
    #expect(module.title == "Items")
    #expect(module.actions.map(\.name) == ["add-entry", "toggle-entry", "delete-entry"])
  }

  @Test func stylesheetIsServedFromItsResourceFile() throws {
    let stylesheet = try #require(ItemsModule().assets.first)
    #expect(stylesheet.name == "items.css")
    #expect(stylesheet.isStylesheet)
    #expect(stylesheet.body.contains(".items-entries"))
  }

  @Test func addToggleAndDeleteShowOnThePage() async throws {
    let module = try await startedModule()
    #expect(try render(module).contains("No entries yet"))
    try await perform(module, "add-entry", ["title": "Buy milk"])
    try await perform(module, "add-entry", ["title": "Call Ann"])
    try await perform(module, "toggle-entry", ["id": "1"])
    #expect(try render(module).contains("1 of 2 done"))
    #expect(try render(module, "/items?filter=active", query: ["filter": "active"]).contains("Buy milk") == false)
    try await perform(module, "delete-entry", ["id": "1"])
    #expect(module.status() == "0 of 1 done")
  }

  @Test func aReducerRefusalIsAFormErrorNeverAServerError() async throws {
    let module = try await startedModule()
    try await perform(module, "add-entry", ["title": "Buy milk"])
    await #expect(throws: FormError.invalidField("title", reason: "“Buy milk” is already in the list.")) {
      try await perform(module, "add-entry", ["title": "Buy milk"])
    }
    await #expect(throws: FormError.failed("There is no entry 5; it may have been deleted in another tab.")) {
      try await perform(module, "toggle-entry", ["id": "5"])
    }
  }

  @Test func theListRegionSignalsAChangeButTheFormRegionDoesNot() async throws {
    let module = try await startedModule()
    let view = try module.pages[0].makeView(PageRequest(location: "/items"))
    let form = try #require(view.regions.first { $0.id == ItemsList.formRegionID })
    let list = try #require(view.regions.first { $0.id == ItemsList.listRegionID })
    let (changes, continuation) = AsyncStream.makeStream(of: String.self)
    _ = withObservationTracking {
      form.render()
    } onChange: {
      continuation.yield("form")
    }
    _ = withObservationTracking {
      list.render()
    } onChange: {
      continuation.yield("list")
    }
    try await perform(module, "add-entry", ["title": "Buy milk"])
    var iterator = changes.makeAsyncIterator()
    #expect(await iterator.next() == "list")
    #expect(await eventually { list.render().contains("Buy milk") })
    // The form region read nothing from the store: a change never re-renders what is typed.
    continuation.finish()
    #expect(await iterator.next() == nil)
    view.tearDown()
  }

  @Test func indexDescribesTheModuleAndShowsTheLiveCount() async throws {
    #expect(ItemsModule().status() == nil)
    #expect(ItemsModule().summary.isEmpty == false)
    let module = try await startedModule()
    try await perform(module, "add-entry", ["title": "Buy milk"])
    #expect(module.status() == "0 of 1 done")
  }

  @Test func pageBeforeStartIsAnError() {
    #expect(throws: ModuleNotStarted(slug: "items")) {
      _ = try ItemsModule().pages[0].makeView(PageRequest(location: "/items"))
    }
  }
}
