import Foundation
import PageMarkup
import Testing

@testable import AnimalsUI

@Suite struct AnimalsLocalStateTests {
  @Test func anEmptyQueryIsTheDefaultState() {
    let state = AnimalsLocalState(query: [:])
    #expect(state == AnimalsLocalState())
    #expect(state.queryString == "")
    #expect(testLinks.page(state) == "/animals")
  }

  @Test(arguments: [
    AnimalsLocalState(selectedCategoryId: "Mammal"),
    AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Cat"),
    AnimalsLocalState(selectedCategoryId: "Bird", editor: .add(draftId: "D-1")),
    AnimalsLocalState(selectedCategoryId: "Bird", selectedAnimalId: "Sparrow", editor: .edit, isSaving: true),
    AnimalsLocalState(
      selectedAnimalId: "Cat", editor: .edit, isSaving: true,
      fields: AnimalEditorFields(name: "Tom & Jerry + co", diet: "Carnivore", categoryId: "Mammal")
    ),
    AnimalsLocalState(selectedCategoryId: "Mammal", selectedAnimalId: "Dog", confirmation: .deleteAnimal),
    AnimalsLocalState(confirmation: .reloadSampleData),
  ])
  func theQueryStringReadsBackAsTheSameState(state: AnimalsLocalState) throws {
    let query = try #require(Self.decode(state.queryString))
    #expect(AnimalsLocalState(query: query) == state)
  }

  @Test func plusAndAmpersandInValuesSurviveTheRoundTrip() throws {
    let state = AnimalsLocalState(
      selectedAnimalId: "a+b&c", editor: .edit, fields: AnimalEditorFields(name: "1 + 1 = 2")
    )
    #expect(!state.queryString.contains("+"))
    #expect(AnimalsLocalState(query: try #require(Self.decode(state.queryString))) == state)
  }

  @Test(arguments: [
    (["editor": "add"], "adding needs a placeholder id"),
    (["editor": "edit"], "editing needs a selected animal"),
    (["editor": "paint", "draft": "D"], "unknown editors are ignored"),
  ])
  func anIncompleteEditorIsNotPresented(query: [String: String], reason: String) {
    #expect(AnimalsLocalState(query: query).editor == nil, "\(reason)")
  }

  @Test func savingAndFieldsMeanNothingWithoutAnEditor() {
    let state = AnimalsLocalState(query: ["category": "Fish", "saving": "1", "name": "Nemo"])
    #expect(state == AnimalsLocalState(selectedCategoryId: "Fish"))
  }

  @Test func anUnknownConfirmationIsIgnored() {
    #expect(AnimalsLocalState(query: ["confirm": "format-disk"]).confirmation == nil)
  }

  @Test func navigationKeepsOnlyTheSelection() {
    let state = AnimalsLocalState(
      selectedCategoryId: "Bird", selectedAnimalId: "Sparrow", editor: .edit, isSaving: true,
      fields: AnimalEditorFields(name: "x")
    )
    #expect(state.navigation == AnimalsLocalState(selectedCategoryId: "Bird", selectedAnimalId: "Sparrow"))
    #expect(state.selectingCategory("Fish") == AnimalsLocalState(selectedCategoryId: "Fish"))
    #expect(state.selectingAnimal("Eagle") == AnimalsLocalState(selectedCategoryId: "Bird", selectedAnimalId: "Eagle"))
    #expect(state.confirming(.reloadSampleData).editor == nil)
    #expect(state.presenting(.add(draftId: "D")).fields == AnimalEditorFields())
  }

  /// Decodes a query string as the host does: split on `&` and `=`, percent-decode values.
  private static func decode(_ queryString: String) -> [String: String]? {
    var result: [String: String] = [:]
    for pair in queryString.dropFirst().split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, let value = String(parts[1]).removingPercentEncoding else { return nil }
      result[String(parts[0])] = value
    }
    return result
  }
}
