import AnimalsData
import DomainRegistry
import ImmutableBinding
import ImmutableData
import Observation
import Plot
import TestSupport
import Testing

@testable import AnimalsUI

@Suite struct AnimalDetailPresenterTests {
  private let kangaroo = AnimalItem(id: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal")
  private let local = AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Kangaroo")

  private func render(animal: AnimalItem?, category: CategoryItem? = CategoryItem(id: "Mammal", name: "Mammal"), status: Status? = nil)
    -> String
  {
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

  @Test(arguments: [
    (AnimalItem?.none, true), (AnimalItem(id: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal"), false),
  ])
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

/// The Container over a real store.
@MainActor @Suite struct AnimalDetailContainerTests {
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
}
