import Foundation
import Testing

@testable import AnimalsData

@Suite struct AnimalsActionCodingTests {
  static let actions: [AnimalsAction] = [
    .ui(.categoryList(.onAppear)),
    .ui(.categoryList(.onTapReloadSampleDataButton)),
    .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))),
    .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Dog"))),
    .ui(.animalEditor(.onTapAddAnimalButton(id: "draft", name: "Eagle \"Sky\"", diet: .carnivorous, categoryId: "Bird"))),
    .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Wolf", diet: .omnivorous, categoryId: "Mammal"))),
    .data(.persistentSession(.didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples)))),
    .data(.persistentSession(.didAddAnimal(id: "draft", result: .failure(error: "database is locked")))),
  ]

  @Test(arguments: actions)
  func everyActionSurvivesAJSONRoundTrip(action: AnimalsAction) throws {
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(AnimalsAction.self, from: data) == action)
  }
}
