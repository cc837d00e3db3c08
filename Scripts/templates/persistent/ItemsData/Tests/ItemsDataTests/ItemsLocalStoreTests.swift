import Foundation
import ItemsData
import TestSupport
import Testing

@Suite struct ItemsLocalStoreTests {
  private let entries = [Entry(id: 1, title: "Buy milk", isDone: true), Entry(id: 3, title: "Call Ann")]

  @Test func savedEntriesReadBackFromTheFile() throws {
    let directory = try TemporaryDirectory(prefix: "items")
    let url = directory.appending("items.sqlite")
    try ItemsLocalStore(url: url).save(entries)
    #expect(try ItemsLocalStore(url: url).load() == entries)
  }

  @Test func saveReplacesTheWholeList() throws {
    let store = try ItemsLocalStore(url: nil)
    try store.save(entries)
    try store.save([entries[1]])
    #expect(try store.load() == [entries[1]])
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
