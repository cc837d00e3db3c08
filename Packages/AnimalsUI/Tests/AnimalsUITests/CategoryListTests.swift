import AnimalsData
import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import Observation
import Plot
import TestSupport
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
    #expect(html.contains(#"role="alert" aria-live="assertive" data-tone="failure">The categories could not be loaded: no such table"#))
  }
}

/// The Container over a real store: the seed's selectors feed the Presenter and follow the store.
@MainActor @Suite struct CategoryListContainerTests {
  @Test func theCategoryListIsSortedAndFollowsAReload() async throws {
    let store = try sampleStore()
    let container = CategoryList.Container(provider: Provider(store), local: AnimalsLocalState(), links: testLinks)
    #expect(container.presenter().categories.map(\.name) == ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"])
    try store.dispatch(action: .ui(.categoryList(.onTapReloadSampleDataButton)))
    #expect(await eventually { container.presenter().isReloadDisabled })
    container.cancel()
  }
}

/// "Yes, reload sample data": read and dispatched to a real store (no Listener).
@MainActor @Suite struct CategoryListFormTests {
  @Test func reloadNeedsNoFields() throws {
    #expect(try CategoryList.Form(FormSubmission(fields: [:])) == CategoryList.Form())
  }

  @Test func reloadMarksBothDomainsAsWaiting() throws {
    let store = try sampleStore()
    try CategoryList.Form().dispatch(to: .init(store))
    #expect(store.select(AnimalsState.selectCategoriesStatus()) == .waiting)
    #expect(store.select(AnimalsState.selectAnimalsStatus()) == .waiting)
  }
}
