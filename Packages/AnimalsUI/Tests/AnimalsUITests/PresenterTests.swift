import AnimalsData
import Foundation
import Testing

@testable import AnimalsUI

@Suite struct CategoryListPresenterTests {
  private let categories = [CategoryItem(id: "Bird", name: "Bird"), CategoryItem(id: "Fish", name: "Fish")]

  private func render(status: Status? = .success, local: AnimalsLocalState = AnimalsLocalState()) -> String {
    CategoryList.Presenter(categories: self.categories, status: status, local: local, links: testLinks).body().render()
  }

  @Test func showsTheSectionTheCategoriesInOrderAndMarksTheSelection() throws {
    let html = self.render(local: AnimalsLocalState(selectedCategoryId: "Fish", selectedAnimalId: "Nemo"))
    #expect(html.contains(">Categories</h2>"))
    let bird = try #require(html.range(of: ">Bird</a>"))
    let fish = try #require(html.range(of: ">Fish</a>"))
    #expect(bird.upperBound <= fish.lowerBound)
    // Choosing a category drops the animal selection.
    #expect(html.contains(#"href="/animals?category=Bird">Bird"#))
    #expect(html.contains(#"href="/animals?category=Fish" aria-current="true">Fish"#))
  }

  @Test(arguments: [(Status?.some(.waiting), true), (nil, false), (.success, false), (.failure(error: "x"), false)])
  func reloadIsDisabledOnlyWhileWaiting(status: Status?, isDisabled: Bool) {
    let presenter = CategoryList.Presenter(categories: [], status: status, local: AnimalsLocalState(), links: testLinks)
    #expect(presenter.isReloadDisabled == isDisabled)
    #expect(presenter.body().render().contains("<button type=\"submit\" disabled>Reload sample data</button>") == isDisabled)
  }

  @Test func reloadOpensTheConfirmationKeepingTheSelection() {
    let html = self.render(local: AnimalsLocalState(selectedCategoryId: "Bird"))
    #expect(html.contains(#"<input type="hidden" name="category" value="Bird"/><input type="hidden" name="confirm" value="reload"/>"#))
  }

  @Test func aFailedFetchIsShownAsAnAlert() {
    let html = self.render(status: .failure(error: "no such table"))
    #expect(html.contains(#"role="alert">The categories could not be loaded: no such table"#))
  }
}

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

@Suite struct AnimalDetailPresenterTests {
  private let kangaroo = AnimalItem(id: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal")
  private let local = AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Kangaroo")

  private func render(animal: AnimalItem?, category: CategoryItem? = CategoryItem(id: "Mammal", name: "Mammal"), status: Status? = nil) -> String {
    AnimalDetail.Presenter(animal: animal, category: category, status: status, local: self.local, links: testLinks)
      .body().render()
  }

  @Test func showsNameCategoryAndDiet() {
    let html = self.render(animal: self.kangaroo)
    #expect(html.contains(#"<h2 id="animals-detail-title">Red kangaroo</h2>"#))
    #expect(html.contains("<dt>Category</dt><dd>Mammal</dd>"))
    #expect(html.contains("<dt>Diet</dt><dd>Herbivore</dd>"))
    #expect(html.contains(">Edit Red kangaroo</button>"))
    #expect(html.contains(">Delete Red kangaroo</button>"))
  }

  @Test(arguments: [(AnimalItem?.none, true), (AnimalItem(id: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal"), false)])
  func withoutTheAnimalItAsksToSelectOne(animal: AnimalItem?, isEmpty: Bool) {
    #expect(self.render(animal: animal).contains("Select an animal") == isEmpty)
  }

  @Test func editAndDeleteAreDisabledWhileTheAnimalIsWaiting() {
    let html = self.render(animal: self.kangaroo, status: .waiting)
    #expect(html.contains("disabled>Edit Red kangaroo"))
    #expect(html.contains("disabled>Delete Red kangaroo"))
    #expect(!self.render(animal: self.kangaroo, status: .success).contains("disabled>"))
  }

  @Test func editAndDeleteOpenTheSheetAndTheConfirmation() {
    let html = self.render(animal: self.kangaroo)
    #expect(html.contains(#"value="Kangaroo"/><input type="hidden" name="editor" value="edit"/>"#))
    #expect(html.contains(#"value="Kangaroo"/><input type="hidden" name="confirm" value="delete"/>"#))
  }

  @Test func aFailedChangeIsShown() {
    #expect(self.render(animal: self.kangaroo, status: .failure(error: "locked")).contains(#"role="alert""#))
  }
}

@Suite struct AnimalEditorPresenterTests {
  private let categories = [CategoryItem(id: "Bird", name: "Bird"), CategoryItem(id: "Mammal", name: "Mammal")]
  private let dog = AnimalItem(id: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal")

  private func adding(status: Status? = nil, fields: AnimalEditorFields = AnimalEditorFields(), isSaving: Bool = false) -> AnimalEditor.Presenter {
    AnimalEditor.Presenter(
      animal: nil, status: status, categories: self.categories, mode: .add(draftId: "D-1"), id: "D-1",
      local: AnimalsLocalState(selectedCategoryId: "Bird", editor: .add(draftId: "D-1"), isSaving: isSaving, fields: fields),
      links: testLinks
    )
  }

  private func editing(animal: AnimalItem?, status: Status? = nil, fields: AnimalEditorFields = AnimalEditorFields(), isSaving: Bool = false) -> AnimalEditor.Presenter {
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
    #expect(html.contains(#"name="name" value required"#))
    #expect(html.contains(">Cancel</button>"))
    #expect(presenter.isSaveDisabled)
  }

  @Test func editingStartsFromTheAnimal() {
    let presenter = self.editing(animal: self.dog)
    let html = presenter.body().render()
    #expect(presenter.title == "Edit Animal")
    #expect(html.contains(#"action="/animals/actions/update-animal""#))
    #expect(html.contains(#"<input type="hidden" name="animalId" value="Dog"/>"#))
    #expect(html.contains(#"name="name" value="Dog""#))
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
    #expect(failed.contains(#"role="alert">The animal could not be saved: the disk is full"#))
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

@Suite struct ConfirmationPresenterTests {
  private let dismissed = AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Cat")

  @Test func reloadAsksWithTheBooksWords() {
    let html = ConfirmationPresenter.reloadSampleData(isDisabled: false, dismissed: self.dismissed, links: testLinks)
      .body().render()
    #expect(html.contains(#"role="alertdialog""#))
    #expect(html.contains(">Reload Sample Data?</h2>"))
    #expect(html.contains(">Reloading the sample data deletes all changes to the current data.</p>"))
    #expect(html.contains(#"action="/animals/actions/reload-sample-data""#))
    #expect(html.contains(">Yes, reload sample data</button>"))
    #expect(html.contains(">Cancel</button>"))
    #expect(html.contains(#"name="return" value="/animals?category=Mammal&amp;animal=Cat""#))
  }

  @Test func deleteNamesTheAnimal() {
    let cat = AnimalItem(id: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal")
    let html = ConfirmationPresenter.deleteAnimal(cat, isDisabled: true, dismissed: self.dismissed, links: testLinks)
      .body().render()
    #expect(html.contains(">Delete Cat?</h2>"))
    #expect(html.contains("disabled>Yes, delete Cat</button>"))
    #expect(html.contains(#"<input type="hidden" name="animalId" value="Cat"/><input type="hidden" name="source" value="detail"/>"#))
  }
}

@Suite struct EscapingTests {
  private static let hostile = #"x"><script>alert('&')</script>"#

  @Test func namesAndIdsAreEscapedInTextAndAttributes() {
    let animal = AnimalItem(id: Self.hostile, name: Self.hostile, diet: .omnivorous, categoryId: Self.hostile)
    let category = CategoryItem(id: Self.hostile, name: Self.hostile)
    let local = AnimalsLocalState(selectedCategoryId: Self.hostile, selectedAnimalId: Self.hostile, editor: .edit)
    let pages = [
      CategoryList.Presenter(categories: [category], status: nil, local: local, links: testLinks).body().render(),
      AnimalList.Presenter(animals: [animal], category: category, status: nil, local: local, links: testLinks, newAnimalId: Self.hostile)
        .body().render(),
      AnimalDetail.Presenter(animal: animal, category: category, status: nil, local: local, links: testLinks).body().render(),
      AnimalEditor.Presenter(animal: animal, status: nil, categories: [category], mode: .edit, id: Self.hostile, local: local, links: testLinks)
        .body().render(),
      ConfirmationPresenter.deleteAnimal(animal, isDisabled: false, dismissed: local, links: testLinks).body().render(),
    ]
    for html in pages {
      #expect(!html.contains("<script>"))
      #expect(!html.contains(#"x">"#))
      #expect(html.contains("&lt;script&gt;"))
    }
  }
}
