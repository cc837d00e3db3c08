import AnimalsData
import DomainRegistry
import ImmutableBinding
import ImmutableData
import Observation
import Plot
import TestSupport
import Testing

@testable import AnimalsUI

@Suite struct ConfirmationAlertPresenterTests {
  private let dismissed = AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Cat")

  @Test func reloadAsksWithTheBooksWords() {
    let html = ConfirmationAlert.Presenter.reloadSampleData(isDisabled: false, dismissed: self.dismissed, links: testLinks)
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
    let html = ConfirmationAlert.Presenter.deleteAnimal(cat, isDisabled: true, dismissed: self.dismissed, links: testLinks)
      .body().render()
    #expect(html.contains(">Delete Cat?</h2>"))
    #expect(html.contains("disabled>Yes, delete Cat</button>"))
    #expect(html.contains(#"<input type="hidden" name="animalId" value="Cat"/><input type="hidden" name="source" value="detail"/>"#))
  }
  @Test func theAlertIsAnOpenAlertDialog() {
    let html = ConfirmationAlert.Presenter.reloadSampleData(isDisabled: false, dismissed: self.dismissed, links: testLinks)
      .body().render()
    #expect(
      html.contains(
        #"<dialog open class="animals-alert" data-animals-dialog role="alertdialog" aria-describedby="animals-alert-message" aria-labelledby="animals-alert-title">"#
      ))
  }

}

/// The Container over a real store.
@MainActor @Suite struct ConfirmationAlertContainerTests {
  @Test func theDeleteConfirmationDisappearsWithTheAnimal() async throws {
    let store = try sampleStore()
    let local = AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Cat", confirmation: .deleteAnimal)
    let container = ConfirmationAlert.Container(provider: Provider(store), confirmation: .deleteAnimal, local: local, links: testLinks)
    #expect(container.presenter()?.title == "Delete Cat?")
    try store.dispatch(action: .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))))
    try store.dispatch(action: .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat)))))
    #expect(await eventually { container.presenter() == nil })
    container.cancel()
  }
}
