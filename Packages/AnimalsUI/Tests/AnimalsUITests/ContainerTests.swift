import AnimalsData
import ImmutableBinding
import Observation
import Testing

@testable import AnimalsUI

/// Containers over a real store: the seed's selectors feed the Presenters and follow the store.
@MainActor @Suite struct ContainerTests {
  @Test func theCategoryListIsSortedAndFollowsAReload() async throws {
    let store = try sampleStore()
    let container = CategoryList.Container(provider: Provider(store), local: AnimalsLocalState(), links: testLinks)
    #expect(container.presenter().categories.map(\.name) == ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"])
    try store.dispatch(action: .ui(.categoryList(.onTapReloadSampleDataButton)))
    #expect(await eventually { container.presenter().isReloadDisabled })
    container.cancel()
  }

  @Test func theAnimalListShowsTheCategorysAnimalsSortedByName() throws {
    let store = try sampleStore()
    let container = AnimalList.Container(
      provider: Provider(store), local: AnimalsLocalState(selectedCategoryId: "Mammal"), links: testLinks, newAnimalId: "N"
    )
    let presenter = container.presenter()
    #expect(presenter.category?.name == "Mammal")
    #expect(presenter.animals.map(\.name) == ["Cat", "Dog", "Red kangaroo", "Southern gibbon"])
    container.cancel()
  }

  @Test func aRegionReadingTheListIsToldWhenAnAnimalJoinsItsCategoryOnly() async throws {
    let store = try sampleStore()
    let container = AnimalList.Container(
      provider: Provider(store), local: AnimalsLocalState(selectedCategoryId: "Bird"), links: testLinks, newAnimalId: "N"
    )
    let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
    _ = withObservationTracking { container.presenter() } onChange: { continuation.yield() }
    let eagle = Animal(animalId: "E", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    try store.dispatch(action: .data(.persistentSession(.didAddAnimal(id: "D", result: .success(animal: eagle)))))
    var iterator = changes.makeAsyncIterator()
    _ = await iterator.next()
    #expect(await eventually { container.presenter().animals.map(\.name) == ["Eagle", "House sparrow"] })
    container.cancel()
  }

  @Test func theDetailFollowsTheAnimalAndEmptiesWhenItIsDeleted() async throws {
    let store = try sampleStore()
    let container = AnimalDetail.Container(
      provider: Provider(store), local: AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Cat"), links: testLinks
    )
    #expect(container.presenter().animal?.name == "Cat")
    #expect(container.presenter().category?.name == "Mammal")
    try store.dispatch(action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))))
    #expect(await eventually { container.presenter().areButtonsDisabled })
    try store.dispatch(action: .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat)))))
    #expect(await eventually { container.presenter().animal == nil })
    #expect(container.presenter().body().render().contains("Select an animal"))
    container.cancel()
  }

  @Test func theEditorStaysUntilItsSaveSucceeds() async throws {
    let store = try sampleStore()
    let local = AnimalsLocalState(editor: .add(draftId: "D-1"), isSaving: true)
    let container = AnimalEditor.Container(provider: Provider(store), mode: .add(draftId: "D-1"), id: "D-1", local: local, links: testLinks)
    #expect(container.presenter()?.title == "Add Animal")
    try AnimalEditor.Container.onTapAddAnimalButton(
      data: .init(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird"), dispatcher: Provider(store).dispatcher
    )
    #expect(await eventually { container.presenter()?.status == .waiting })
    #expect(container.presenter()?.isSaveDisabled == true)
    let eagle = Animal(animalId: "E", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    try store.dispatch(action: .data(.persistentSession(.didAddAnimal(id: "D-1", result: .success(animal: eagle)))))
    #expect(await eventually { container.presenter() == nil })
    container.cancel()
  }

  @Test func theEditorShowsAFailedSave() async throws {
    let store = try sampleStore()
    let local = AnimalsLocalState(selectedAnimalId: "Dog", editor: .edit, isSaving: true)
    let container = AnimalEditor.Container(provider: Provider(store), mode: .edit, id: "Dog", local: local, links: testLinks)
    try store.dispatch(action: .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal"))))
    try store.dispatch(action: .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .failure(error: "locked")))))
    #expect(await eventually { container.presenter()?.statusLine == .failure("The animal could not be saved: locked") })
    container.cancel()
  }

  @Test func anOldSuccessDoesNotCloseAnEditorThatWasJustOpened() async throws {
    let store = try sampleStore()
    try store.dispatch(action: .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal"))))
    try store.dispatch(action: .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .success(animal: .dog)))))
    let local = AnimalsLocalState(selectedAnimalId: "Dog", editor: .edit)
    let container = AnimalEditor.Container(provider: Provider(store), mode: .edit, id: "Dog", local: local, links: testLinks)
    #expect(container.presenter()?.name == "Dog")
    container.cancel()
  }

  @Test func theDeleteConfirmationDisappearsWithTheAnimal() async throws {
    let store = try sampleStore()
    let local = AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Cat", confirmation: .deleteAnimal)
    let container = ConfirmationContainer(provider: Provider(store), confirmation: .deleteAnimal, local: local, links: testLinks)
    #expect(container.presenter()?.title == "Delete Cat?")
    try store.dispatch(action: .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))))
    try store.dispatch(action: .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat)))))
    #expect(await eventually { container.presenter() == nil })
    container.cancel()
  }
}
