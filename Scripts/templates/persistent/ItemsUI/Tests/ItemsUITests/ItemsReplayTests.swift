import DevTools
import DomainRegistry
import Foundation
import ItemsData
import Logging
import TestSupport
import Testing

@testable import ItemsUI

/// DevTools re-runs the reducer to skip a step, to travel in time or to replay a session; none
/// of that writes the entries file, so a restart reads back every change that was dispatched.
@MainActor @Suite struct ItemsReplayTests {
  /// Where the hook hands the module's inspector.
  @MainActor private final class Registered {
    var inspector: StoreInspector<ItemsState, ItemsAction>?
  }

  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory(prefix: "items")
  }

  /// A module started as `--devtools` starts it, and the inspector its store registered.
  private func inspectedModule() async throws -> (ItemsModule, StoreInspector<ItemsState, ItemsAction>) {
    let registered = Registered()
    let hook = InspectionHook(slug: "items", historyLimit: 100) { registered.inspector = $0 as? StoreInspector<ItemsState, ItemsAction> }
    let module = ItemsModule()
    try await module.start(context: ModuleContext(dataDirectory: directory.url, logger: Logger(label: "test.items"), inspection: hook))
    return (module, try #require(registered.inspector))
  }

  /// The index status of a module started again on the same data directory (an app restart).
  private func restartedStatus() async throws -> String? {
    let module = ItemsModule()
    try await module.start(context: ModuleContext(dataDirectory: directory.url, logger: Logger(label: "test.items")))
    let status = module.status()
    await module.shutdown()
    return status
  }

  private func add(_ title: String, in module: ItemsModule) async throws {
    try await #require(module.actions.first { $0.name == "add-entry" }).perform(FormSubmission(fields: ["title": title]))
  }

  /// The entries the file holds, read through a connection of its own.
  private func storedEntries() throws -> [Entry] {
    try ItemsLocalStore(url: directory.appending("items.sqlite")).load()
  }

  /// The step DevTools recorded for adding `title`.
  private func step(adding title: String, in inspector: StoreInspector<ItemsState, ItemsAction>) throws -> Int {
    try #require(inspector.steps(since: 0).first { $0.action.contains("didAddEntry") && $0.action.contains(title) }).step
  }

  @Test func skippingAndUnskippingAStepWritesNothingAndARestartKeepsEveryEntry() async throws {
    let (module, inspector) = try await inspectedModule()
    try await add("Pancakes", in: module)
    try await add("Soup", in: module)
    let pancakes = try step(adding: "Pancakes", in: inspector)

    try inspector.skip(step: pancakes, skipped: true)
    #expect(module.status() == "0 of 1 done")
    #expect(try storedEntries().map(\.title) == ["Pancakes", "Soup"])
    try inspector.skip(step: pancakes, skipped: false)
    #expect(module.status() == "0 of 2 done")
    await module.shutdown()

    #expect(try storedEntries() == [Entry(id: 1, title: "Pancakes"), Entry(id: 2, title: "Soup")])
    #expect(try await restartedStatus() == "0 of 2 done")
  }

  @Test func aChangeMadeWhileAStepIsSkippedIsWrittenAsThePresentHasIt() async throws {
    let (module, inspector) = try await inspectedModule()
    try await add("Pancakes", in: module)
    try await add("Soup", in: module)
    try inspector.skip(step: try step(adding: "Pancakes", in: inspector), skipped: true)
    // The page numbers Soup 1 while Pancakes is left out; the present, and so the file, do not.
    try await add("Tea", in: module)
    await module.shutdown()

    #expect(try storedEntries() == [Entry(id: 1, title: "Pancakes"), Entry(id: 2, title: "Soup"), Entry(id: 3, title: "Tea")])
    #expect(try await restartedStatus() == "0 of 3 done")
  }

  @Test func timeTravelAndAReplayedSessionWriteNothing() async throws {
    let (module, inspector) = try await inspectedModule()
    try await add("Pancakes", in: module)
    try await add("Soup", in: module)

    try inspector.travel(to: 0)
    #expect(module.status() == "No entries yet")
    inspector.resume()
    #expect(try inspector.replay(inspector.exportSession()).matches)
    await module.shutdown()

    #expect(try storedEntries().map(\.title) == ["Pancakes", "Soup"])
    #expect(try await restartedStatus() == "0 of 2 done")
  }
}
