import DomainRegistry
import Foundation
import ItemsData
import Logging
import TestSupport
import Testing

@testable import ItemsUI

/// The entries outlive the module: a restarted module (a restarted app) reads them back.
@MainActor @Suite struct ItemsStorePersistenceTests {
  @Test func entriesSurviveARestart() async throws {
    let directory = try TemporaryDirectory(prefix: "items")
    let context = ModuleContext(dataDirectory: directory.url, logger: Logger(label: "test.items"))
    let first = ItemsModule()
    try await first.start(context: context)
    for (name, fields) in [("add-entry", ["title": "Buy milk"]), ("add-entry", ["title": "Call Ann"]), ("toggle-entry", ["id": "2"])] {
      try await #require(first.actions.first { $0.name == name }).perform(FormSubmission(fields: fields))
    }
    await first.shutdown()

    let second = ItemsModule()
    try await second.start(context: context)
    #expect(second.status() == "1 of 2 done")
    #expect(FileManager.default.fileExists(atPath: directory.appending("items.sqlite").path))
  }

  @Test func anUnusableDatabaseStopsTheStartWithItsPath() async throws {
    let directory = try TemporaryDirectory(prefix: "items")
    try Data("not a database".utf8).write(to: directory.appending("items.sqlite"))
    let module = ItemsModule()
    await #expect(throws: ItemsLocalStoreError.self) {
      try await module.start(context: ModuleContext(dataDirectory: directory.url, logger: Logger(label: "test.items")))
    }
  }
}
