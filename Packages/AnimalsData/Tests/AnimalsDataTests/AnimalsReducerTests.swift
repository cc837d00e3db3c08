import Foundation
import HashTreeCollections
import ImmutableData
import Testing

@testable import AnimalsData

@Suite struct AnimalsReducerTests {
  typealias PS = AnimalsAction.Data.PersistentSession

  func reduce(_ state: AnimalsState, _ action: AnimalsAction) throws -> AnimalsState {
    try AnimalsReducer.reduce(state: state, action: action)
  }

  // MARK: UI

  @Test func categoryListOnAppearStartsTheFirstFetch() throws {
    let state = makeState(categories: [], animals: [])
    var expected = state
    expected.categories.status = .waiting
    #expect(try self.reduce(state, .ui(.categoryList(.onAppear))) == expected)
  }

  @Test(arguments: [Status.empty, .waiting, .success, .failure(error: "x")])
  func categoryListOnAppearAfterAFetchChangesNothing(status: Status) throws {
    let state = makeState(categoriesStatus: status)
    #expect(try self.reduce(state, .ui(.categoryList(.onAppear))) == state)
  }

  @Test(
    arguments: [
      (nil, nil), (Status.success, Status.success), (.failure(error: "x"), .empty),
    ] as [(Status?, Status?)])
  func reloadSampleDataMarksBothDomainsWaiting(categories: Status?, animals: Status?) throws {
    let state = makeState(categoriesStatus: categories, animalsStatus: animals)
    var expected = state
    expected.categories.status = .waiting
    expected.animals.status = .waiting
    #expect(try self.reduce(state, .ui(.categoryList(.onTapReloadSampleDataButton))) == expected)
  }

  @Test(arguments: [(Status.waiting, Status.success), (.success, .waiting), (.waiting, .waiting)] as [(Status?, Status?)])
  func reloadSampleDataWhileEitherDomainWaitsChangesNothing(categories: Status?, animals: Status?) throws {
    let state = makeState(categoriesStatus: categories, animalsStatus: animals)
    #expect(try self.reduce(state, .ui(.categoryList(.onTapReloadSampleDataButton))) == state)
  }

  @Test func animalListOnAppearStartsTheFirstFetch() throws {
    let state = makeState(categoriesStatus: .success)
    var expected = state
    expected.animals.status = .waiting
    #expect(try self.reduce(state, .ui(.animalList(.onAppear))) == expected)
  }

  @Test(arguments: [Status.empty, .waiting, .success, .failure(error: "x")])
  func animalListOnAppearAfterAFetchChangesNothing(status: Status) throws {
    let state = makeState(animalsStatus: status)
    #expect(try self.reduce(state, .ui(.animalList(.onAppear))) == state)
  }

  static let deleteActions: [AnimalsAction] = [
    .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))),
    .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))),
  ]

  @Test(arguments: deleteActions)
  func deleteMarksTheAnimalWaitingAndKeepsItUntilTheStoreAnswers(action: AnimalsAction) throws {
    let state = makeState(animalsStatus: .success)
    var expected = state
    expected.animals.queue["Cat"] = .waiting
    #expect(try self.reduce(state, action) == expected)
  }

  static let unknownAnimalActions: [AnimalsAction] = [
    .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Unicorn"))),
    .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Unicorn"))),
    .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Unicorn", name: "U", diet: .herbivorous, categoryId: "Mammal"))),
    .data(
      .persistentSession(
        .didUpdateAnimal(
          animalId: "Unicorn", result: .success(animal: Animal(animalId: "Unicorn", name: "U", diet: .herbivorous, categoryId: "Mammal"))))),
    .data(.persistentSession(.didUpdateAnimal(animalId: "Unicorn", result: .failure(error: "x")))),
    .data(
      .persistentSession(
        .didDeleteAnimal(
          animalId: "Unicorn", result: .success(animal: Animal(animalId: "Unicorn", name: "U", diet: .herbivorous, categoryId: "Mammal"))))),
    .data(.persistentSession(.didDeleteAnimal(animalId: "Unicorn", result: .failure(error: "x")))),
  ]

  @Test(arguments: unknownAnimalActions)
  func anUnknownAnimalIdThrowsAnimalNotFound(action: AnimalsAction) throws {
    #expect {
      try self.reduce(makeState(), action)
    } throws: { error in
      (error as? AnimalsReducer.Error) == AnimalsReducer.Error(code: .animalNotFound, animalId: "Unicorn")
        && error.localizedDescription == "No animal with id \"Unicorn\"."
    }
  }

  @MainActor @Test(arguments: unknownAnimalActions)
  func aStoreKeepsItsStateWhenTheReducerRefusesAnAction(action: AnimalsAction) throws {
    let state = makeState(animalsStatus: .success, queue: ["Dog": .success])
    let store = Store(initialState: state, reducer: AnimalsReducer.reduce)
    #expect(throws: AnimalsReducer.Error.self) { try store.dispatch(action: action) }
    #expect(store.state == state)
  }

  @Test func addMarksThePlaceholderWaitingAndAddsNothingYet() throws {
    let state = makeState()
    var expected = state
    expected.animals.queue["placeholder"] = .waiting
    let action = AnimalsAction.ui(
      .animalEditor(.onTapAddAnimalButton(id: "placeholder", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    #expect(try self.reduce(state, action) == expected)
  }

  @Test func updateMarksTheAnimalWaitingAndChangesItOnlyWhenTheStoreAnswers() throws {
    let state = makeState()
    var expected = state
    expected.animals.queue["Dog"] = .waiting
    let action = AnimalsAction.ui(
      .animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")))
    #expect(try self.reduce(state, action) == expected)
  }

  // MARK: Data

  @Test func fetchedCategoriesAreMergedAndMarkSuccess() throws {
    let extra = Category(categoryId: "Dinosaur", name: "Dinosaur")
    let state = makeState(categories: [extra], categoriesStatus: .waiting)
    let after = try self.reduce(state, .data(.persistentSession(.didFetchCategories(result: .success(categories: Category.samples)))))
    #expect(after == makeState(categories: Category.samples + [extra], categoriesStatus: .success))
  }

  @Test func aFailedCategoriesFetchKeepsTheCategoriesAndSaysWhy() throws {
    let state = makeState(categoriesStatus: .waiting)
    let after = try self.reduce(state, .data(.persistentSession(.didFetchCategories(result: .failure(error: "disk full")))))
    #expect(after == makeState(categoriesStatus: .failure(error: "disk full")))
  }

  @Test func fetchedAnimalsAreMergedAndMarkSuccess() throws {
    let state = makeState(animals: [Animal.dog], animalsStatus: .waiting)
    let after = try self.reduce(state, .data(.persistentSession(.didFetchAnimals(result: .success(animals: [Animal.cat, Animal.newt])))))
    #expect(after == makeState(animals: [Animal.dog, Animal.cat, Animal.newt], animalsStatus: .success))
  }

  @Test func aFailedAnimalsFetchKeepsTheAnimalsAndSaysWhy() throws {
    let state = makeState(animalsStatus: .waiting)
    let after = try self.reduce(state, .data(.persistentSession(.didFetchAnimals(result: .failure(error: "locked")))))
    #expect(after == makeState(animalsStatus: .failure(error: "locked")))
  }

  @Test func reloadedSampleDataReplacesBothDomains() throws {
    let eagle = Animal(animalId: "e", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let state = makeState(
      categories: [Category(categoryId: "Dinosaur", name: "Dinosaur")],
      animals: [eagle],
      categoriesStatus: .waiting,
      animalsStatus: .waiting,
      queue: ["e": .success]
    )
    let action = AnimalsAction.data(
      .persistentSession(.didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples))))
    #expect(try self.reduce(state, action) == makeState(categoriesStatus: .success, animalsStatus: .success, queue: ["e": .success]))
  }

  @Test func aFailedReloadKeepsTheDataAndMarksBothDomains() throws {
    let state = makeState(categoriesStatus: .waiting, animalsStatus: .waiting)
    let after = try self.reduce(state, .data(.persistentSession(.didReloadSampleData(result: .failure(error: "busy")))))
    #expect(after == makeState(categoriesStatus: .failure(error: "busy"), animalsStatus: .failure(error: "busy")))
  }

  @Test func anAddedAnimalIsKeyedByItsRealIdAndItsStatusByThePlaceholder() throws {
    let eagle = Animal(animalId: "real-id", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let state = makeState(queue: ["placeholder": .waiting])
    let after = try self.reduce(state, .data(.persistentSession(.didAddAnimal(id: "placeholder", result: .success(animal: eagle)))))
    #expect(after == makeState(animals: Animal.samples + [eagle], queue: ["placeholder": .success]))
  }

  @Test func aFailedAddAddsNothingAndSaysWhyUnderThePlaceholder() throws {
    let state = makeState(queue: ["placeholder": .waiting])
    let after = try self.reduce(
      state, .data(.persistentSession(.didAddAnimal(id: "placeholder", result: .failure(error: "An animal needs a name.")))))
    #expect(after == makeState(queue: ["placeholder": .failure(error: "An animal needs a name.")]))
  }

  @Test func anUpdatedAnimalReplacesTheOldOne() throws {
    let wolf = Animal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Reptile")
    let state = makeState(queue: ["Dog": .waiting])
    let after = try self.reduce(state, .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .success(animal: wolf)))))
    #expect(after == makeState(animals: [wolf] + Animal.samples.dropFirst(), queue: ["Dog": .success]))
  }

  @Test func aFailedUpdateKeepsTheAnimalAndSaysWhy() throws {
    let state = makeState(queue: ["Dog": .waiting])
    let after = try self.reduce(state, .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .failure(error: "gone")))))
    #expect(after == makeState(queue: ["Dog": .failure(error: "gone")]))
  }

  @Test func aDeletedAnimalLeavesTheState() throws {
    let state = makeState(queue: ["Cat": .waiting])
    let after = try self.reduce(state, .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat)))))
    #expect(after == makeState(animals: Animal.samples.filter { $0 != .cat }, queue: ["Cat": .success]))
  }

  @Test func aDeleteAnsweredAfterTheChangeFeedRemovedTheAnimalSettlesItsWaitingEntry() throws {
    var state = makeState(queue: ["Cat": .waiting])
    state = try self.reduce(state, .data(.changeFeed(.didReceiveChange(change: .animalDeleted(animalId: "Cat")))))
    #expect(state.animals.queue["Cat"] == .waiting)
    let after = try self.reduce(state, .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat)))))
    #expect(after == makeState(animals: Animal.samples.filter { $0 != .cat }, queue: ["Cat": .success]))
  }

  @Test func aFailedDeleteKeepsTheAnimalAndSaysWhy() throws {
    let state = makeState(queue: ["Cat": .waiting])
    let after = try self.reduce(state, .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .failure(error: "locked")))))
    #expect(after == makeState(queue: ["Cat": .failure(error: "locked")]))
  }
}
