import Foundation
import GRDB
import HashTreeCollections
import ImmutableData
import TestSupport
import Testing

@testable import AnimalsData

/// Names are at most 200 Unicode scalars on every path; the editor's queue is bounded and a
/// placeholder id cannot take over an existing animal's status.
@Suite struct EditLimitsTests {
  static let longest = String(repeating: "é", count: Animal.maximumNameLength)
  static let tooLong = Self.longest + "e"

  static func add(id: String = "draft", name: String) -> AnimalsAction {
    .ui(.animalEditor(.onTapAddAnimalButton(id: id, name: name, diet: .carnivorous, categoryId: "Bird")))
  }

  @Test func theReducerRefusesANameOverTheLimitOnAddAndUpdate() throws {
    let state = makeState()
    #expect(try AnimalsReducer.reduce(state: state, action: Self.add(name: Self.longest)).animals.queue["draft"] == .waiting)
    #expect(throws: AnimalsReducer.Error(code: .nameTooLong)) {
      try AnimalsReducer.reduce(state: state, action: Self.add(name: Self.tooLong))
    }
    #expect(throws: AnimalsReducer.Error(code: .nameTooLong)) {
      try AnimalsReducer.reduce(
        state: state,
        action: .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: Self.tooLong, diet: .carnivorous, categoryId: "Mammal")))
      )
    }
  }

  @Test func aNameOfManyCombiningMarksCountsEveryScalar() {
    // One visible character, 201 scalars: still too long.
    let name = "e" + String(repeating: "\u{301}", count: Animal.maximumNameLength)
    #expect(name.count == 1)
    #expect(Animal.isNameWithinLimit(name) == false)
  }

  @Test func aPlaceholderIdThatIsAnExistingAnimalsIdIsRefused() throws {
    let state = makeState(queue: ["Dog": .failure(error: "earlier")])
    #expect(throws: AnimalsReducer.Error(code: .draftIdTaken, animalId: "Dog")) {
      try AnimalsReducer.reduce(state: state, action: Self.add(id: "Dog", name: "Eagle"))
    }
    let long = String(repeating: "x", count: AnimalsState.maximumDraftIdLength + 1)
    #expect(throws: AnimalsReducer.Error(code: .draftIdTaken, animalId: long)) {
      try AnimalsReducer.reduce(state: state, action: Self.add(id: long, name: "Eagle"))
    }
  }

  @Test func aFullQueueDropsFinishedEditsAndThenRefusesMore() throws {
    var state = makeState()
    for index in 0..<AnimalsState.maximumQueuedEdits {
      state.animals.queue["done-\(index)"] = index.isMultiple(of: 2) ? .success : .failure(error: "x")
    }
    state = try AnimalsReducer.reduce(state: state, action: Self.add(id: "new", name: "Eagle"))
    #expect(Array(state.animals.queue.keys) == ["new"])

    for index in 1..<AnimalsState.maximumQueuedEdits {
      state.animals.queue["waiting-\(index)"] = .waiting
    }
    #expect(state.animals.queue.count == AnimalsState.maximumQueuedEdits)
    #expect(throws: AnimalsReducer.Error(code: .tooManyPendingEdits)) {
      try AnimalsReducer.reduce(state: state, action: Self.add(id: "one-more", name: "Eagle"))
    }
  }

  @Test func theLocalStoreRefusesANameOverTheLimit() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true)
    await #expect {
      _ = try await store.addAnimalMutation(name: Self.tooLong, diet: .carnivorous, categoryId: "Bird")
    } throws: { error in
      (error as? LocalStoreError)?.code == .nameTooLong && error.localizedDescription.contains("at most 200 characters")
    }
    await #expect {
      _ = try await store.updateAnimalMutation(animalId: "Dog", name: Self.tooLong, diet: .carnivorous, categoryId: "Mammal")
    } throws: { error in
      (error as? LocalStoreError)?.code == .nameTooLong
    }
    let added = try await store.addAnimalMutation(name: Self.longest, diet: .carnivorous, categoryId: "Bird")
    #expect(added.name == Self.longest)
  }

  @MainActor
  @Test func anAddWhileAnotherConnectionHoldsTheDatabaseEndsInAFailureStatus() async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let local = try LocalStore<UUID>(url: database.url, busyTimeout: 0.1)
    let store = Store(initialState: makeState(categoriesStatus: .success, animalsStatus: .success), reducer: AnimalsReducer.reduce)
    let listener = Listener(store: local)
    listener.listen(to: store)
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: database.url.path, configuration: configuration)
    try other.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    defer { try? other.inDatabase { db in try db.execute(sql: "ROLLBACK") } }

    let result = try await dispatchAndAwaitResult(store, Self.add(id: "draft", name: "Eagle"))
    guard case .didAddAnimal(id: "draft", result: .failure(let message))? = result else {
      Issue.record("expected a failed add, got \(String(describing: result))")
      return
    }
    #expect(message.contains("busy in another process"))
    #expect(store.select(AnimalsState.selectAnimalStatus(animalId: "draft")) == .failure(error: message))
  }
}
