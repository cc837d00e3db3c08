import AnimalsData
import DomainRegistry
import ImmutableBinding
import ImmutableData
import Observation
import Plot
import TestSupport
import Testing

@testable import AnimalsUI

@Suite struct AnimalListPresenterTests {
  private let mammal = CategoryItem(id: "Mammal", name: "Mammal")
  private let animals = [
    AnimalItem(id: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal"),
    AnimalItem(id: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal"),
  ]

  private func presenter(
    animals: [AnimalItem]? = nil,
    category: CategoryItem?,
    status: Status? = .success,
    local: AnimalsLocalState = AnimalsLocalState(selectedCategoryId: "Mammal")
  ) -> AnimalList.Presenter {
    AnimalList.Presenter(
      animals: animals ?? self.animals, category: category, status: status, local: local, links: testLinks,
      newAnimalId: "NEW-1"
    )
  }

  @Test func withoutACategoryItAsksForOne() {
    let html = self.presenter(animals: [], category: nil, local: AnimalsLocalState()).body().render()
    #expect(html.contains("Select a category"))
    #expect(!html.contains("Add an animal"))
  }

  @Test func anEmptyCategorySaysSoAndStillOffersToAdd() {
    let html = self.presenter(animals: [], category: self.mammal).body().render()
    #expect(html.contains("No animals in this category"))
    #expect(html.contains(">Add an animal</button>"))
  }

  @Test func theTitleIsTheCategoryAndRowsSelectAndDelete() {
    let html = self.presenter(category: self.mammal, local: AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Dog"))
      .body().render()
    #expect(html.contains(#"<h2 id="animals-list-title">Mammal</h2>"#))
    #expect(html.contains(#"href="/animals?category=Mammal&amp;animal=Cat" data-animal-id="Cat">Cat</a>"#))
    #expect(html.contains(#"data-animal-id="Dog" aria-current="true">Dog</a>"#))
    #expect(html.contains(#"aria-label="Delete Cat from Mammal""#))
    #expect(html.contains(#"<input type="hidden" name="source" value="list"/>"#))
  }

  @Test func addOpensTheEditorWithThePlaceholderId() {
    let html = self.presenter(category: self.mammal).body().render()
    #expect(html.contains(#"<input type="hidden" name="editor" value="add"/><input type="hidden" name="draft" value="NEW-1"/>"#))
  }

  @Test(arguments: [(Status?.some(.waiting), true), (nil, false), (.success, false)])
  func addIsDisabledWhileTheAnimalsAreWaiting(status: Status?, isDisabled: Bool) {
    let presenter = self.presenter(category: self.mammal, status: status)
    #expect(presenter.isAddDisabled == isDisabled)
    #expect(presenter.body().render().contains("disabled>Add an animal") == isDisabled)
  }
}

/// The Container over a real store.
@MainActor @Suite struct AnimalListContainerTests {
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
    _ = withObservationTracking {
      container.presenter()
    } onChange: {
      continuation.yield()
    }
    let eagle = Animal(animalId: "E", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    try store.dispatch(action: .data(.persistentSession(.didAddAnimal(id: "D", result: .success(animal: eagle)))))
    var iterator = changes.makeAsyncIterator()
    _ = await iterator.next()
    #expect(await eventually { container.presenter().animals.map(\.name) == ["Eagle", "House sparrow"] })
    container.cancel()
  }
}

/// The delete form: read, and dispatched to a real store (no Listener); bad references are
/// refused without changing the state.
@MainActor @Suite struct AnimalListFormTests {
  private func status(_ store: AnimalsStore, _ id: String) -> Status? {
    store.select(AnimalsState.selectAnimalStatus(animalId: id))
  }

  @Test(arguments: [
    (["animalId": "Cat", "source": "list"], AnimalsDeleteSource.list), (["animalId": "Cat", "source": "detail"], .detail),
  ])
  func deleteRemembersWhereItWasTapped(form: [String: String], source: AnimalsDeleteSource) throws {
    #expect(try AnimalList.Form(FormSubmission(fields: form)) == AnimalList.Form(animalId: "Cat", source: source))
  }

  @Test func deleteNeedsAnAnimalAndAKnownSource() {
    #expect(throws: FormError.invalidField("animalId", reason: "The animal to delete must not be empty.")) {
      try AnimalList.Form(FormSubmission(fields: ["source": "list"]))
    }
    #expect(throws: FormError.invalidField("source", reason: "Choose one of: list, detail.")) {
      try AnimalList.Form(FormSubmission(fields: ["animalId": "Cat", "source": "menu"]))
    }
  }

  @Test(arguments: [AnimalsDeleteSource.list, .detail])
  func deleteMarksTheAnimalAsWaiting(source: AnimalsDeleteSource) throws {
    let store = try sampleStore()
    try AnimalList.Form(animalId: "Cat", source: source).dispatch(to: .init(store))
    #expect(self.status(store, "Cat") == .waiting)
  }

  @Test func anUnknownAnimalIsAClearErrorAndChangesNothing() throws {
    let store = try sampleStore()
    let before = store.state
    #expect(throws: FormError.self) {
      try AnimalList.Form(animalId: "Unicorn", source: .detail).dispatch(to: .init(store))
    }
    let update = AnimalEditor.UpdateForm(animalId: "Unicorn", name: "U", diet: .herbivorous, categoryId: "Mammal")
    do {
      try update.dispatch(to: .init(store))
      Issue.record("an update of an unknown animal was accepted")
    } catch {
      #expect(error.description.contains("There is no animal with the id “Unicorn”"))
    }
    #expect(store.state == before)
  }

  @Test func settlingGivesUpAtTheLimit() async throws {
    let store = try sampleStore()
    let event = AnimalList.Form(animalId: "Cat", source: .list)
    try event.dispatch(to: .init(store))
    await event.settle(in: store, limit: .milliseconds(1))
    #expect(self.status(store, "Cat") == .waiting)
  }
}
