import ImmutableData
import Testing

@testable import AnimalsData

/// One thunk, the store call it makes and the actions it reports.
enum ThunkCases {
  typealias PS = AnimalsAction.Data.PersistentSession
  typealias Thunk = @Sendable (Store<AnimalsState, AnimalsAction>, Store<AnimalsState, AnimalsAction>) async throws -> Void

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let thunk: @Sendable (PersistentSession<StubStore>) -> Thunk
    let call: StubStore.Call
    let success: PS
    let failure: PS
    var testDescription: String { self.name }
  }

  static let eagle = Animal(animalId: "new", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
  static let wolf = Animal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")

  static let all: [Case] = [
    Case(
      name: "fetchCategoriesQuery",
      thunk: { $0.fetchCategoriesQuery() },
      call: .fetchCategories,
      success: .didFetchCategories(result: .success(categories: Category.samples)),
      failure: .didFetchCategories(result: .failure(error: "disk I/O error"))
    ),
    Case(
      name: "fetchAnimalsQuery",
      thunk: { $0.fetchAnimalsQuery() },
      call: .fetchAnimals,
      success: .didFetchAnimals(result: .success(animals: Animal.samples)),
      failure: .didFetchAnimals(result: .failure(error: "disk I/O error"))
    ),
    Case(
      name: "reloadSampleDataMutation",
      thunk: { $0.reloadSampleDataMutation() },
      call: .reloadSampleData,
      success: .didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples)),
      failure: .didReloadSampleData(result: .failure(error: "disk I/O error"))
    ),
    Case(
      name: "addAnimalMutation",
      thunk: { $0.addAnimalMutation(id: "placeholder", name: "Eagle", diet: .carnivorous, categoryId: "Bird") },
      call: .addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird"),
      success: .didAddAnimal(id: "placeholder", result: .success(animal: eagle)),
      failure: .didAddAnimal(id: "placeholder", result: .failure(error: "disk I/O error"))
    ),
    Case(
      name: "updateAnimalMutation",
      thunk: { $0.updateAnimalMutation(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal") },
      call: .updateAnimal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal"),
      success: .didUpdateAnimal(animalId: "Dog", result: .success(animal: wolf)),
      failure: .didUpdateAnimal(animalId: "Dog", result: .failure(error: "disk I/O error"))
    ),
    Case(
      name: "deleteAnimalMutation",
      thunk: { $0.deleteAnimalMutation(animalId: "Cat") },
      call: .deleteAnimal(animalId: "Cat"),
      success: .didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat)),
      failure: .didDeleteAnimal(animalId: "Cat", result: .failure(error: "disk I/O error"))
    ),
  ]
}

/// Unit tests of the six thunks with a store double: success and failure actions.
@MainActor
@Suite struct PersistentSessionTests {
  typealias Case = ThunkCases.Case

  /// Runs the thunk on a store holding the sample data; returns the actions it dispatched.
  func run(_ testCase: Case, failure: Failure?) async throws -> (
    actions: [AnimalsAction], calls: [StubStore.Call], store: Store<AnimalsState, AnimalsAction>
  ) {
    let stub = StubStore(failure: failure)
    let session = PersistentSession(store: stub)
    let store = Store(initialState: makeState(), reducer: AnimalsReducer.reduce)
    let stream = store.makeStream()
    try await store.dispatch(thunk: testCase.thunk(session))
    // The stream is lossless and the thunk dispatched synchronously, so its element is buffered.
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    return ([first?.action].compactMap { $0 }, await stub.calls, store)
  }

  @Test(arguments: ThunkCases.all)
  func aSuccessfulOperationDispatchesItsSuccessAction(testCase: Case) async throws {
    let (actions, calls, store) = try await self.run(testCase, failure: nil)
    #expect(calls == [testCase.call])
    #expect(actions == [.data(.persistentSession(testCase.success))])
    #expect(store.state == (try AnimalsReducer.reduce(state: makeState(), action: .data(.persistentSession(testCase.success)))))
  }

  @Test(arguments: ThunkCases.all)
  func aFailedOperationDispatchesTheErrorsDescriptionAndRethrows(testCase: Case) async throws {
    let stub = StubStore(failure: Failure("disk I/O error"))
    let session = PersistentSession(store: stub)
    let store = Store(initialState: makeState(), reducer: AnimalsReducer.reduce)
    let stream = store.makeStream()
    await #expect(throws: Failure("disk I/O error")) {
      try await store.dispatch(thunk: testCase.thunk(session))
    }
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next()?.action == .data(.persistentSession(testCase.failure)))
    #expect(await stub.calls == [testCase.call])
    #expect(store.state == (try AnimalsReducer.reduce(state: makeState(), action: .data(.persistentSession(testCase.failure)))))
  }
}
