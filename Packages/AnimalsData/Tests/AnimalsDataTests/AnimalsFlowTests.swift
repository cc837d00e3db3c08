import HashTreeCollections
import ImmutableData
import ImmutableTesting
import Testing

@testable import AnimalsData

/// The Animals flows from a user's tap through the real Listener to a persistent store double
/// and back, asserted action by action with `TestStore`.
@MainActor
@Suite struct AnimalsFlowTests {
  @MainActor struct Flow {
    let store: TestStore<AnimalsState, AnimalsAction>
    let persistentStore: StubStore
    let listener: Listener<StubStore>

    init(_ state: AnimalsState, persistentStore: StubStore = StubStore()) {
      self.store = TestStore(initialState: state, reducer: AnimalsReducer.reduce)
      self.persistentStore = persistentStore
      self.listener = Listener(store: persistentStore)
      self.listener.listen(to: self.store.store)
    }
  }

  @Test func theFirstAppearanceFetchesCategoriesAndAnimals() async throws {
    let flow = Flow(AnimalsState())
    try await flow.store.send(.ui(.categoryList(.onAppear))) { $0.categories.status = .waiting }
    try await flow.store.receive(.data(.persistentSession(.didFetchCategories(result: .success(categories: Category.samples))))) {
      $0.categories = makeState(animals: []).categories
      $0.categories.status = .success
    }
    try await flow.store.send(.ui(.animalList(.onAppear))) { $0.animals.status = .waiting }
    try await flow.store.receive(.data(.persistentSession(.didFetchAnimals(result: .success(animals: Animal.samples))))) {
      $0.animals = makeState().animals
      $0.animals.status = .success
    }
    await flow.store.finish()
    #expect(await flow.persistentStore.calls == [.fetchCategories, .fetchAnimals])
  }

  @Test func addingAnAnimalPersistsItAndKeysItByItsNewId() async throws {
    let flow = Flow(makeState(categoriesStatus: .success, animalsStatus: .success))
    try await flow.store.send(.ui(.animalEditor(.onTapAddAnimalButton(id: "draft", name: "Eagle", diet: .carnivorous, categoryId: "Bird"))))
    {
      $0.animals.queue["draft"] = .waiting
    }
    let eagle = Animal(animalId: "new", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    try await flow.store.receive(.data(.persistentSession(.didAddAnimal(id: "draft", result: .success(animal: eagle))))) {
      $0.animals.data["new"] = eagle
      $0.animals.queue["draft"] = .success
    }
    await flow.store.finish()
    #expect(await flow.persistentStore.calls == [.addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird")])
  }

  @Test func updatingAnAnimalPersistsTheNewValues() async throws {
    let flow = Flow(makeState(categoriesStatus: .success, animalsStatus: .success))
    try await flow.store.send(
      .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")))
    ) {
      $0.animals.queue["Dog"] = .waiting
    }
    let wolf = Animal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")
    try await flow.store.receive(.data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .success(animal: wolf))))) {
      $0.animals.data["Dog"] = wolf
      $0.animals.queue["Dog"] = .success
    }
    await flow.store.finish()
    #expect(await flow.persistentStore.calls == [.updateAnimal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")])
  }

  @Test func deletingAnAnimalRemovesItOnceTheStoreDeletedIt() async throws {
    let flow = Flow(makeState(categoriesStatus: .success, animalsStatus: .success))
    try await flow.store.send(.ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Cat")))) {
      $0.animals.queue["Cat"] = .waiting
    }
    try await flow.store.receive(.data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat))))) {
      $0.animals.data["Cat"] = nil
      $0.animals.queue["Cat"] = .success
    }
    await flow.store.finish()
    #expect(await flow.persistentStore.calls == [.deleteAnimal(animalId: "Cat")])
  }

  @Test func reloadingTheSampleDataReplacesBothDomains() async throws {
    let flow = Flow(makeState(animals: [.dog], categoriesStatus: .success, animalsStatus: .success))
    try await flow.store.send(.ui(.categoryList(.onTapReloadSampleDataButton))) {
      $0.categories.status = .waiting
      $0.animals.status = .waiting
    }
    try await flow.store.receive(
      .data(.persistentSession(.didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples))))
    ) {
      $0 = makeState(categoriesStatus: .success, animalsStatus: .success)
    }
    await flow.store.finish()
    #expect(await flow.persistentStore.calls == [.reloadSampleData])
  }

  @Test func aStoreFailureKeepsTheAnimalAndShowsTheMessage() async throws {
    let flow = Flow(
      makeState(categoriesStatus: .success, animalsStatus: .success),
      persistentStore: StubStore(failure: Failure("database is locked"))
    )
    try await flow.store.send(.ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat")))) {
      $0.animals.queue["Cat"] = .waiting
    }
    try await flow.store.receive(
      .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .failure(error: "database is locked"))))
    ) {
      $0.animals.queue["Cat"] = .failure(error: "database is locked")
    }
    await flow.store.finish()
  }
}
