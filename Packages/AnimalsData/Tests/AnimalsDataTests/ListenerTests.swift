import ImmutableData
import Testing

@testable import AnimalsData

enum ListenerActions {
  static let dataActions: [AnimalsAction] = [
    .data(.persistentSession(.didFetchCategories(result: .success(categories: [])))),
    .data(.persistentSession(.didFetchAnimals(result: .failure(error: "x")))),
    .data(.persistentSession(.didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples)))),
    .data(.persistentSession(.didAddAnimal(id: "p", result: .failure(error: "x")))),
    .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .success(animal: .dog)))),
    .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .failure(error: "x")))),
  ]
  static let deletes: [AnimalsAction] = [
    .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))),
    .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))),
  ]
}

/// The Listener's rules with a real Store and a store double.
///
/// To show an action started no work, a test dispatches it and then a sentinel action that
/// does start work: the Listener handles actions one at a time, in order, so once the
/// sentinel's result arrives, any work the first action started would already be in the log.
@MainActor
@Suite struct ListenerTests {
  @MainActor struct Harness {
    let store: Store<AnimalsState, AnimalsAction>
    let stub: StubStore
    let listener: Listener<StubStore>

    init(state: AnimalsState = makeState(categoriesStatus: .success, animalsStatus: .success), stub: StubStore = StubStore()) {
      self.store = Store(initialState: state, reducer: AnimalsReducer.reduce)
      self.stub = stub
      self.listener = Listener(store: stub)
      self.listener.listen(to: self.store)
    }

    /// Dispatches `actions`, then a sentinel add, and returns the store calls made by then.
    func callsAfter(_ actions: [AnimalsAction]) async throws -> [StubStore.Call] {
      for action in actions {
        try self.store.dispatch(action: action)
      }
      let sentinel = AnimalsAction.ui(
        .animalEditor(.onTapAddAnimalButton(id: "sentinel", name: "S", diet: .omnivorous, categoryId: "Bird")))
      _ = try await dispatchAndAwaitResult(self.store, sentinel)
      return await self.stub.calls.filter { $0 != .addAnimal(name: "S", diet: .omnivorous, categoryId: "Bird") }
    }
  }

  @Test func theFirstCategoryListAppearanceFetchesCategoriesOnce() async throws {
    let harness = Harness(state: makeState(categories: [], animals: []))
    let result = try await dispatchAndAwaitResult(harness.store, .ui(.categoryList(.onAppear)))
    #expect(result == .didFetchCategories(result: .success(categories: Category.samples)))
    #expect(harness.store.select(AnimalsState.selectCategoriesStatus()) == .success)
    #expect(try await harness.callsAfter([.ui(.categoryList(.onAppear)), .ui(.categoryList(.onAppear))]) == [.fetchCategories])
  }

  @Test func theFirstAnimalListAppearanceFetchesAnimalsOnce() async throws {
    let harness = Harness(state: makeState(animals: [], categoriesStatus: .success))
    let result = try await dispatchAndAwaitResult(harness.store, .ui(.animalList(.onAppear)))
    #expect(result == .didFetchAnimals(result: .success(animals: Animal.samples)))
    #expect(harness.store.select(AnimalsState.selectAnimalsStatus()) == .success)
    #expect(try await harness.callsAfter([.ui(.animalList(.onAppear))]) == [.fetchAnimals])
  }

  @Test func aReloadTapReloadsTheSampleData() async throws {
    let harness = Harness()
    let result = try await dispatchAndAwaitResult(harness.store, .ui(.categoryList(.onTapReloadSampleDataButton)))
    #expect(result == .didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples)))
    #expect(await harness.stub.calls == [.reloadSampleData])
  }

  @Test(arguments: [(Status.waiting, Status.success), (.success, .waiting), (.waiting, .waiting)] as [(Status?, Status?)])
  func aReloadTapWhileAFetchIsWaitingStartsNothing(categories: Status?, animals: Status?) async throws {
    let harness = Harness(state: makeState(categoriesStatus: categories, animalsStatus: animals))
    #expect(try await harness.callsAfter([.ui(.categoryList(.onTapReloadSampleDataButton))]) == [])
  }

  @Test func anAppearanceWhileTheFirstFetchIsWaitingStartsNothing() async throws {
    let harness = Harness(state: makeState(categoriesStatus: .waiting, animalsStatus: .waiting))
    #expect(try await harness.callsAfter([.ui(.categoryList(.onAppear)), .ui(.animalList(.onAppear))]) == [])
  }

  @Test(arguments: ListenerActions.deletes)
  func aDeleteTapDeletesTheAnimal(action: AnimalsAction) async throws {
    let harness = Harness()
    let result = try await dispatchAndAwaitResult(harness.store, action)
    #expect(result == .didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat)))
    #expect(harness.store.select(AnimalsState.selectAnimal(animalId: "Cat")) == nil)
    #expect(harness.store.select(AnimalsState.selectAnimalStatus(animalId: "Cat")) == .success)
    #expect(await harness.stub.calls == [.deleteAnimal(animalId: "Cat")])
  }

  @Test(arguments: ListenerActions.deletes)
  func aDeleteTapWhileTheAnimalIsWaitingStartsNothing(action: AnimalsAction) async throws {
    let harness = Harness(state: makeState(queue: ["Cat": .waiting]))
    #expect(try await harness.callsAfter([action]) == [])
  }

  @Test func anAddTapAddsTheAnimalUnderItsPlaceholder() async throws {
    let harness = Harness()
    let result = try await dispatchAndAwaitResult(
      harness.store,
      .ui(.animalEditor(.onTapAddAnimalButton(id: "placeholder", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    )
    let eagle = Animal(animalId: "new", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(result == .didAddAnimal(id: "placeholder", result: .success(animal: eagle)))
    #expect(harness.store.select(AnimalsState.selectAnimalStatus(animalId: "placeholder")) == .success)
    #expect(harness.store.select(AnimalsState.selectAnimal(animalId: "new")) == eagle)
  }

  @Test func anAddTapWhileThatPlaceholderIsWaitingStartsNothing() async throws {
    let harness = Harness(state: makeState(queue: ["placeholder": .waiting]))
    let add = AnimalsAction.ui(
      .animalEditor(.onTapAddAnimalButton(id: "placeholder", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    #expect(try await harness.callsAfter([add]) == [])
  }

  @Test func anUpdateTapUpdatesTheAnimal() async throws {
    let harness = Harness()
    let update = AnimalsAction.ui(
      .animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")))
    let result = try await dispatchAndAwaitResult(harness.store, update)
    let wolf = Animal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")
    #expect(result == .didUpdateAnimal(animalId: "Dog", result: .success(animal: wolf)))
    #expect(harness.store.select(AnimalsState.selectAnimal(animalId: "Dog")) == wolf)
    #expect(await harness.stub.calls == [.updateAnimal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")])
  }

  @Test func anUpdateTapWhileTheAnimalIsWaitingStartsNothing() async throws {
    let harness = Harness(state: makeState(queue: ["Dog": .waiting]))
    let update = AnimalsAction.ui(
      .animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")))
    #expect(try await harness.callsAfter([update]) == [])
  }

  @Test func aStoreFailureBecomesAFailureStatus() async throws {
    let harness = Harness(
      state: makeState(animals: [], categoriesStatus: .success), stub: StubStore(failure: Failure("database is locked")))
    let result = try await dispatchAndAwaitResult(harness.store, .ui(.animalList(.onAppear)))
    #expect(result == .didFetchAnimals(result: .failure(error: "database is locked")))
    #expect(harness.store.select(AnimalsState.selectAnimalsStatus()) == .failure(error: "database is locked"))
  }

  @Test(arguments: ListenerActions.dataActions)
  func dataActionsStartNoWork(action: AnimalsAction) async throws {
    let harness = Harness()
    #expect(try await harness.callsAfter([action]) == [])
  }

  @Test func anActionTheReducerRefusesStartsNoWork() async throws {
    let harness = Harness()
    #expect(throws: AnimalsReducer.Error.self) {
      try harness.store.dispatch(action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Unicorn"))))
    }
    #expect(try await harness.callsAfter([]) == [])
  }

  /// The first fetch is held inside the store while the second action waits in the stream:
  /// the second fetch must not start until the first one finished.
  @Test func actionsAreHandledOneAtATime() async throws {
    let harness = Harness(state: makeState(categories: [], animals: []), stub: StubStore(holdsFirstCall: true))
    let stream = harness.store.makeStream()
    try harness.store.dispatch(action: .ui(.categoryList(.onAppear)))
    try harness.store.dispatch(action: .ui(.animalList(.onAppear)))
    while await harness.stub.calls.isEmpty {
      await Task.yield()
    }
    // Give a Listener that wrongly overlaps work every chance to start the second fetch.
    for _ in 0..<1_000 {
      await Task.yield()
    }
    #expect(await harness.stub.calls == [.fetchCategories])
    await harness.stub.release()
    var results: [AnimalsAction] = []
    for await (_, action) in stream where action.isData {
      results.append(action)
      if results.count == 2 { break }
    }
    #expect(await harness.stub.calls == [.fetchCategories, .finished, .fetchAnimals, .finished])
    #expect(
      results == [
        .data(.persistentSession(.didFetchCategories(result: .success(categories: Category.samples)))),
        .data(.persistentSession(.didFetchAnimals(result: .success(animals: Animal.samples)))),
      ])
  }
}

extension AnimalsAction {
  fileprivate var isData: Bool {
    if case .data = self { true } else { false }
  }
}
