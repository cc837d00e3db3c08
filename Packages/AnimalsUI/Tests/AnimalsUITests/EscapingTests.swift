import AnimalsData
import Plot
import Testing

@testable import AnimalsUI

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
      AnimalEditor.Presenter(
        animal: animal, status: nil, categories: [category], mode: .edit, id: Self.hostile, local: local, links: testLinks
      )
      .body().render(),
      ConfirmationAlert.Presenter.deleteAnimal(animal, isDisabled: false, dismissed: local, links: testLinks).body().render(),
    ]
    for html in pages {
      #expect(!html.contains("<script>"))
      #expect(!html.contains(#"x">"#))
      #expect(html.contains("&lt;script&gt;"))
    }
  }
}
