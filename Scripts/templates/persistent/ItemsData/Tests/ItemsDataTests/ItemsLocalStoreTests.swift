import Foundation
import ItemsData
import TestSupport
import Testing

@Suite struct ItemsLocalStoreTests {
  private let entries = [Entry(id: 1, title: "Buy milk", isDone: true), Entry(id: 3, title: "Call Ann")]

  @Test func insertedEntriesReadBackFromTheFile() throws {
    let directory = try TemporaryDirectory(prefix: "items")
    let url = directory.appending("items.sqlite")
    let store = try ItemsLocalStore(url: url)
    for entry in entries { try store.apply(.inserted(entry)) }
    #expect(try ItemsLocalStore(url: url).load() == entries)
  }

  @Test func anUpdateOrADeleteChangesOnlyItsEntry() throws {
    let store = try ItemsLocalStore(url: nil)
    for entry in entries { try store.apply(.inserted(entry)) }
    try store.apply(.updated(Entry(id: 3, title: "Call Ann", isDone: true)))
    #expect(try store.load() == [entries[0], Entry(id: 3, title: "Call Ann", isDone: true)])
    try store.apply(.deleted(id: 1))
    #expect(try store.load() == [Entry(id: 3, title: "Call Ann", isDone: true)])
  }

  @Test func updatingAnEntryTheFileDoesNotHoldIsARefusal() throws {
    let store = try ItemsLocalStore(url: nil)
    #expect(throws: ItemsLocalStoreError.self) { try store.apply(.updated(Entry(id: 9, title: "Gone"))) }
  }

  @Test func aFileThatIsNotADatabaseIsARefusalNamingIt() throws {
    let directory = try TemporaryDirectory(prefix: "items")
    let url = directory.appending("items.sqlite")
    try Data("not a database".utf8).write(to: url)
    #expect {
      try ItemsLocalStore(url: url)
    } throws: { error in
      (error as? ItemsLocalStoreError)?.description.contains(url.path) == true
    }
  }
}
