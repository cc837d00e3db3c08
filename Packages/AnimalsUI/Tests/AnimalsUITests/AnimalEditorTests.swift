import AnimalsData
import DomainRegistry
import ImmutableBinding
import ImmutableData
import Observation
import PageMarkup
import Plot
import TestSupport
import Testing

@testable import AnimalsUI

@Suite struct AnimalEditorPresenterTests {
  private let categories = [CategoryItem(id: "Bird", name: "Bird"), CategoryItem(id: "Mammal", name: "Mammal")]
  private let dog = AnimalItem(id: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal")

  private func adding(status: Status? = nil, fields: AnimalEditorFields = AnimalEditorFields(), isSaving: Bool = false)
    -> AnimalEditor.Presenter
  {
    AnimalEditor.Presenter(
      animal: nil, status: status, categories: self.categories, mode: .add(draftId: "D-1"), id: "D-1",
      local: AnimalsLocalState(selectedCategoryId: "Bird", editor: .add(draftId: "D-1"), isSaving: isSaving, fields: fields),
      links: testLinks
    )
  }

  private func editing(
    animal: AnimalItem?, status: Status? = nil, fields: AnimalEditorFields = AnimalEditorFields(), isSaving: Bool = false
  ) -> AnimalEditor.Presenter {
    AnimalEditor.Presenter(
      animal: animal, status: status, categories: self.categories, mode: .edit, id: "Dog",
      local: AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Dog", editor: .edit, isSaving: isSaving, fields: fields),
      links: testLinks
    )
  }

  @Test func addingStartsEmptyWithThePlaceholders() {
    let presenter = self.adding()
    let html = presenter.body().render()
    #expect(presenter.title == "Add Animal")
    #expect(html.contains(#"aria-labelledby="animals-editor-title"><h2 id="animals-editor-title">Add Animal</h2>"#))
    #expect(html.contains(#"action="/animals/actions/add-animal""#))
    #expect(html.contains(#"<input type="hidden" name="draft" value="D-1"/>"#))
    #expect(html.contains(#"<option value>Select a category</option><option value="Bird">Bird</option>"#))
    #expect(html.contains(#"<option value>Select a diet</option><option value="Herbivore">Herbivore</option>"#))
    // Plot writes an empty value as a bare attribute, which HTML reads as "".
    #expect(html.contains(#"name="name" autocomplete="off" required maxlength="200" value/>"#))
    #expect(html.contains(">Cancel</button>"))
    #expect(presenter.isSaveDisabled)
  }
  @Test func theSheetIsAnOpenDialogWithOneGetFormItsCancel() {
    let html = self.adding().body().render()
    #expect(
      html.contains(
        #"<div class="animals-backdrop"><dialog open class="animals-sheet" data-animals-dialog aria-labelledby="animals-editor-title">"#))
    #expect(
      html.contains(
        #"<form method="get" action="/animals"><input type="hidden" name="category" value="Bird"/><button type="submit">Cancel</button>"#))
  }

  @Test func editingStartsFromTheAnimal() {
    let presenter = self.editing(animal: self.dog)
    let html = presenter.body().render()
    #expect(presenter.title == "Edit Animal")
    #expect(html.contains(#"action="/animals/actions/update-animal""#))
    #expect(html.contains(#"<input type="hidden" name="animalId" value="Dog"/>"#))
    #expect(html.contains(#"name="name" autocomplete="off" required maxlength="200" value="Dog"/>"#))
    #expect(html.contains(#"<option value="Mammal" selected>Mammal</option>"#))
    #expect(html.contains(#"<option value="Carnivore" selected>Carnivore</option>"#))
    #expect(!presenter.isSaveDisabled)
  }

  @Test func fieldsFromTheURLWinOverTheAnimal() {
    let presenter = self.editing(animal: self.dog, fields: AnimalEditorFields(name: "Wolf", diet: "Omnivore", categoryId: "Bird"))
    #expect((presenter.name, presenter.diet, presenter.categoryId) == ("Wolf", "Omnivore", "Bird"))
  }

  @Test(arguments: [
    (AnimalEditorFields(name: "", diet: "Carnivore", categoryId: "Bird"), Status?.none, true),
    (AnimalEditorFields(name: "  ", diet: "Carnivore", categoryId: "Bird"), nil, true),
    (AnimalEditorFields(name: "Eagle", diet: "", categoryId: "Bird"), nil, true),
    (AnimalEditorFields(name: "Eagle", diet: "Carnivore", categoryId: ""), nil, true),
    (AnimalEditorFields(name: "Eagle", diet: "Carnivore", categoryId: "Bird"), .waiting, true),
    (AnimalEditorFields(name: "Eagle", diet: "Carnivore", categoryId: "Bird"), nil, false),
    (AnimalEditorFields(name: "Eagle", diet: "Carnivore", categoryId: "Bird"), .failure(error: "x"), false),
  ])
  func saveIsDisabledWhileWaitingOrWithAnEmptyField(fields: AnimalEditorFields, status: Status?, isDisabled: Bool) {
    #expect(self.adding(status: status, fields: fields).isSaveDisabled == isDisabled)
  }

  @Test func theServerDisablesSaveWhileWaitingAndMarksItForTheScript() {
    let html = self.adding(status: .waiting, isSaving: true).body().render()
    #expect(html.contains(#"data-animals-save data-waiting disabled>Save</button>"#))
    #expect(html.contains("Saving…"))
    // Without waiting the server leaves Save to the `required` fields and the script.
    #expect(self.adding().body().render().contains(#"data-animals-save>Save</button>"#))
  }

  @Test func aFailureIsShownAfterSaveButAnOldOneIsNot() {
    let failed = self.adding(status: .failure(error: "the disk is full"), isSaving: true).body().render()
    #expect(failed.contains(#"role="alert" aria-live="assertive" data-tone="failure">The animal could not be saved: the disk is full"#))
    #expect(!self.adding(status: .failure(error: "the disk is full")).body().render().contains("role=\"alert\""))
  }

  @Test func saveReturnsToTheSameSheetMarkedAsSaving() {
    let html = self.adding().body().render()
    #expect(html.contains(#"name="return" value="/animals?category=Bird&amp;editor=add&amp;draft=D-1&amp;saving=1""#))
  }

  @Test func editingAnAnimalThatIsGoneCannotBeSaved() {
    let presenter = self.editing(animal: nil)
    #expect(presenter.isSaveDisabled)
    #expect(presenter.body().render().contains("This animal no longer exists."))
  }
}

/// The Container over a real store.
@MainActor @Suite struct AnimalEditorContainerTests {
  @Test func theEditorStaysUntilItsSaveSucceeds() async throws {
    let store = try sampleStore()
    let local = AnimalsLocalState(editor: .add(draftId: "D-1"), isSaving: true)
    let container = AnimalEditor.Container(provider: Provider(store), mode: .add(draftId: "D-1"), id: "D-1", local: local, links: testLinks)
    #expect(container.presenter()?.title == "Add Animal")
    try AnimalEditor.AddForm(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird").dispatch(to: Provider(store))
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
    try store.dispatch(
      action: .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal"))))
    try store.dispatch(action: .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .failure(error: "locked")))))
    #expect(await eventually { container.presenter()?.statusLine == .failure("The animal could not be saved: locked") })
    container.cancel()
  }

  @Test func anOldSuccessDoesNotCloseAnEditorThatWasJustOpened() async throws {
    let store = try sampleStore()
    try store.dispatch(
      action: .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal"))))
    try store.dispatch(action: .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .success(animal: .dog)))))
    let local = AnimalsLocalState(selectedAnimalId: "Dog", editor: .edit)
    let container = AnimalEditor.Container(provider: Provider(store), mode: .edit, id: "Dog", local: local, links: testLinks)
    #expect(container.presenter()?.name == "Dog")
    container.cancel()
  }
}

/// The add and update forms: read, and dispatched to a real store (no Listener).
@MainActor @Suite struct AnimalEditorFormTests {
  private let eagle = ["draft": "D-1", "name": " Eagle ", "diet": "Carnivore", "categoryId": "Bird"]

  private func status(_ store: AnimalsStore, _ id: String) -> Status? {
    store.select(AnimalsState.selectAnimalStatus(animalId: id))
  }

  @Test func aCompleteAddFormIsAnAddWithATrimmedName() throws {
    let event = try AnimalEditor.AddForm(FormSubmission(fields: self.eagle))
    #expect(event == AnimalEditor.AddForm(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird"))
  }

  @Test func aCompleteUpdateFormIsAnUpdate() throws {
    let form = ["animalId": "Dog", "name": "Wolf", "diet": "Omnivore", "categoryId": "Mammal"]
    let event = try AnimalEditor.UpdateForm(FormSubmission(fields: form))
    #expect(event == AnimalEditor.UpdateForm(animalId: "Dog", name: "Wolf", diet: .omnivorous, categoryId: "Mammal"))
  }

  @Test(arguments: [
    ("name", "", FormError.invalidField("name", reason: "Name must not be empty.")),
    ("name", "   ", FormError.invalidField("name", reason: "Name must not be empty.")),
    ("diet", "Vegan", FormError.invalidField("diet", reason: "Choose one of: Herbivore, Carnivore, Omnivore.")),
    ("categoryId", "", FormError.invalidField("categoryId", reason: "Category must not be empty.")),
    ("draft", "", FormError.invalidField("draft", reason: "The new animal's placeholder id must not be empty.")),
    ("name", String(repeating: "n", count: 201), FormError.invalidField("name", reason: "Name can have at most 200 characters.")),
    // 200 characters, but 400 Unicode scalars: the data layer's limit, in the same words.
    ("name", String(repeating: "e\u{301}", count: 200), FormError.invalidField("name", reason: "Name can have at most 200 characters.")),
  ])
  func badAddInputNamesTheField(field: String, value: String, error: FormError) {
    var form = self.eagle
    form[field] = value
    #expect(throws: error) { try AnimalEditor.AddForm(FormSubmission(fields: form)) }
  }

  @Test(arguments: ["draft", "name", "diet", "categoryId"])
  func aMissingAddFieldIsRefusedByName(field: String) {
    var form = self.eagle
    form[field] = nil
    let error = #expect(throws: FormError.self) { try AnimalEditor.AddForm(FormSubmission(fields: form)) }
    guard case .invalidField(let name, _) = error else {
      Issue.record("expected the field \(field) named, got \(String(describing: error))")
      return
    }
    #expect(name == field)
  }

  @Test func addMarksThePlaceholderAsWaiting() throws {
    let store = try sampleStore()
    let data = AnimalEditor.AddForm(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    try data.dispatch(to: .init(store))
    #expect(self.status(store, "D-1") == .waiting)
    #expect(data.isSettled(in: store) == false)
  }

  @Test func aPlaceholderIdThatIsAnAnimalsIdIsRefusedAndChangesNothing() throws {
    let store = try sampleStore()
    let before = store.state
    let data = AnimalEditor.AddForm(id: "Dog", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(
      throws: FormError.failed("The animal could not be added: The new animal's placeholder id is not usable; open the editor again.")
    ) {
      try data.dispatch(to: .init(store))
    }
    #expect(store.state == before)
  }

  @Test func anUnknownCategoryIsAClearErrorAndChangesNothing() throws {
    let store = try sampleStore()
    let before = store.state
    let data = AnimalEditor.AddForm(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Dinosaur")
    #expect(throws: FormError.invalidField("categoryId", reason: "There is no category “Dinosaur”.")) {
      try data.dispatch(to: .init(store))
    }
    #expect(store.state == before)
  }
  /// AnimalsData keeps at most 256 edits waiting; the reducer's refusal reaches the user as such.
  @Test func aRefusedAddSaysWhyAndChangesNothing() throws {
    let store = try sampleStore()
    for index in 0..<256 {
      try AnimalEditor.AddForm(id: "D-\(index)", name: "Eagle", diet: .carnivorous, categoryId: "Bird").dispatch(to: .init(store))
    }
    let before = store.state
    let refused = FormError.failed("The animal could not be added: Too many changes are still being saved; try again in a moment.")
    #expect(throws: refused) {
      try AnimalEditor.AddForm(id: "D-X", name: "Eagle", diet: .carnivorous, categoryId: "Bird").dispatch(to: .init(store))
    }
    #expect(store.state == before)
  }

  @Test func settlingReturnsOnceTheStatusLeavesWaiting() async throws {
    let store = try sampleStore()
    let data = AnimalEditor.AddForm(id: "D-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let event = data
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
}
