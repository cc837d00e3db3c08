import AnimalsData
import DomainRegistry
import Testing

@testable import AnimalsUI

@Suite struct EventParsingTests {
  private let eagle = ["draft": "D-1", "name": " Eagle ", "diet": "Carnivore", "categoryId": "Bird"]

  @Test func aCompleteAddFormIsAnAddWithATrimmedName() throws {
    let event = try AnimalsEvent(action: .addAnimal, form: self.eagle)
    #expect(event == .tappedAddAnimal(AnimalEditor.AddAnimalData(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
  }

  @Test func aCompleteUpdateFormIsAnUpdate() throws {
    let form = ["animalId": "Dog", "name": "Wolf", "diet": "Omnivore", "categoryId": "Mammal"]
    let event = try AnimalsEvent(action: .updateAnimal, form: form)
    #expect(event == .tappedUpdateAnimal(AnimalEditor.UpdateAnimalData(animalId: "Dog", name: "Wolf", diet: .omnivorous, categoryId: "Mammal")))
  }

  @Test(arguments: [(["animalId": "Cat", "source": "list"], AnimalsDeleteSource.list), (["animalId": "Cat", "source": "detail"], .detail)])
  func deleteRemembersWhereItWasTapped(form: [String: String], source: AnimalsDeleteSource) throws {
    #expect(try AnimalsEvent(action: .deleteAnimal, form: form) == .tappedDeleteAnimal(animalId: "Cat", source: source))
  }

  @Test func reloadNeedsNoFields() throws {
    #expect(try AnimalsEvent(action: .reloadSampleData, form: [:]) == .tappedReloadSampleData)
  }

  @Test(arguments: [
    ("name", "", FormError.invalidField("name", reason: "The name must not be empty.")),
    ("name", "   ", FormError.invalidField("name", reason: "The name must not be empty.")),
    ("diet", "Vegan", FormError.invalidField("diet", reason: "Choose a diet: Herbivore, Carnivore, Omnivore.")),
    ("categoryId", "", FormError.invalidField("categoryId", reason: "Choose a category.")),
    ("draft", "", FormError.invalidField("draft", reason: "The new animal has no placeholder id.")),
    ("name", String(repeating: "n", count: 201), FormError.invalidField("name", reason: "A name can have at most 200 characters.")),
  ])
  func badAddInputNamesTheField(field: String, value: String, error: FormError) {
    var form = self.eagle
    form[field] = value
    #expect(throws: error) { try AnimalsEvent(action: .addAnimal, form: form) }
  }

  @Test(arguments: ["draft", "name", "diet", "categoryId"])
  func aMissingAddFieldIsMissing(field: String) {
    var form = self.eagle
    form[field] = nil
    #expect(throws: FormError.missingField(field)) { try AnimalsEvent(action: .addAnimal, form: form) }
  }

  @Test func deleteNeedsAnAnimalAndAKnownSource() {
    #expect(throws: FormError.missingField("animalId")) { try AnimalsEvent(action: .deleteAnimal, form: ["source": "list"]) }
    #expect(throws: FormError.self) { try AnimalsEvent(action: .deleteAnimal, form: ["animalId": "Cat", "source": "menu"]) }
  }
}

/// Events dispatched to a real store (no Listener): the actions the book dispatches, and bad
/// references refused without changing the state.
@MainActor @Suite struct EventDispatchTests {
  private func status(_ store: AnimalsStore, _ id: String) -> Status? {
    store.select(AnimalsState.selectAnimalStatus(animalId: id))
  }

  @Test func addMarksThePlaceholderAsWaiting() throws {
    let store = try sampleStore()
    let data = AnimalEditor.AddAnimalData(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    try AnimalsEvent.tappedAddAnimal(data).dispatch(to: .init(store))
    #expect(self.status(store, "D-1") == .waiting)
    #expect(AnimalsEvent.tappedAddAnimal(data).isSettled(in: store) == false)
  }

  @Test(arguments: [AnimalsDeleteSource.list, .detail])
  func deleteMarksTheAnimalAsWaiting(source: AnimalsDeleteSource) throws {
    let store = try sampleStore()
    try AnimalsEvent.tappedDeleteAnimal(animalId: "Cat", source: source).dispatch(to: .init(store))
    #expect(self.status(store, "Cat") == .waiting)
  }

  @Test func reloadMarksBothDomainsAsWaiting() throws {
    let store = try sampleStore()
    try AnimalsEvent.tappedReloadSampleData.dispatch(to: .init(store))
    #expect(store.select(AnimalsState.selectCategoriesStatus()) == .waiting)
    #expect(store.select(AnimalsState.selectAnimalsStatus()) == .waiting)
  }

  @Test func anUnknownAnimalIsAClearErrorAndChangesNothing() throws {
    let store = try sampleStore()
    let before = store.state
    #expect(throws: FormError.self) {
      try AnimalsEvent.tappedDeleteAnimal(animalId: "Unicorn", source: .detail).dispatch(to: .init(store))
    }
    let update = AnimalEditor.UpdateAnimalData(animalId: "Unicorn", name: "U", diet: .herbivorous, categoryId: "Mammal")
    do {
      try AnimalsEvent.tappedUpdateAnimal(update).dispatch(to: .init(store))
      Issue.record("an update of an unknown animal was accepted")
    } catch {
      #expect(error.description.contains("There is no animal with the id “Unicorn”"))
    }
    #expect(store.state == before)
  }

  @Test func aPlaceholderIdThatIsAnAnimalsIdIsRefusedAndChangesNothing() throws {
    let store = try sampleStore()
    let before = store.state
    let data = AnimalEditor.AddAnimalData(id: "Dog", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(throws: FormError.invalidField("draft", reason: "The animal could not be added: The new animal's placeholder id is not usable; open the editor again.")) {
      try AnimalsEvent.tappedAddAnimal(data).dispatch(to: .init(store))
    }
    #expect(store.state == before)
  }

  @Test func anUnknownCategoryIsAClearErrorAndChangesNothing() throws {
    let store = try sampleStore()
    let before = store.state
    let data = AnimalEditor.AddAnimalData(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Dinosaur")
    #expect(throws: FormError.invalidField("categoryId", reason: "There is no category “Dinosaur”.")) {
      try AnimalsEvent.tappedAddAnimal(data).dispatch(to: .init(store))
    }
    #expect(store.state == before)
  }

  @Test func settlingReturnsOnceTheStatusLeavesWaiting() async throws {
    let store = try sampleStore()
    let data = AnimalEditor.AddAnimalData(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let event = AnimalsEvent.tappedAddAnimal(data)
    try event.dispatch(to: .init(store))
    let eagle = Animal(animalId: "E", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    // What the Listener would do, a moment later.
    Task { @MainActor in
      try store.dispatch(action: .data(.persistentSession(.didAddAnimal(id: "D-1", result: .success(animal: eagle)))))
    }
    await event.settle(in: store, limit: .seconds(60))
    #expect(self.status(store, "D-1") == .success)
    #expect(event.isSettled(in: store))
  }

  @Test func settlingGivesUpAtTheLimit() async throws {
    let store = try sampleStore()
    let event = AnimalsEvent.tappedDeleteAnimal(animalId: "Cat", source: .list)
    try event.dispatch(to: .init(store))
    await event.settle(in: store, limit: .milliseconds(1))
    #expect(self.status(store, "Cat") == .waiting)
  }
}
