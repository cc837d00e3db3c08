import Testing

@testable import AnimalsData

/// DevTools runs the reducer again to skip a step or travel in time, so the reducer must be
/// pure: the same state and action give the same state (or the same refusal) every time. The
/// store's file is the Listener's; the reducer has no way to reach it.
@Suite struct AnimalsReducerPurityTests {
  typealias PS = AnimalsAction.Data.PersistentSession

  @Test(arguments: [
    AnimalsAction.ui(.categoryList(.onAppear)), .ui(.categoryList(.onTapReloadSampleDataButton)), .ui(.animalList(.onAppear)),
    .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: Animal.dog.id))),
    .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "unknown"))),
    .ui(.animalEditor(.onTapAddAnimalButton(id: "new", name: "Rex", diet: .carnivorous, categoryId: AnimalsData.Category.mammal.id))),
    .ui(
      .animalEditor(
        .onTapUpdateAnimalButton(animalId: Animal.cat.id, name: "Tom", diet: .omnivorous, categoryId: AnimalsData.Category.mammal.id))),
    .data(.persistentSession(PS.didFetchAnimals(result: .success(animals: Animal.samples)))),
    .data(.persistentSession(PS.didAddAnimal(id: "new", result: .failure(error: "disk full")))),
    .data(.persistentSession(PS.didDeleteAnimal(animalId: Animal.dog.id, result: .success(animal: Animal.dog)))),
    .data(.changeFeed(.didReceiveChange(change: .animalDeleted(animalId: Animal.cat.id)))),
  ])
  func theSameStateAndActionGiveTheSameOutcomeTwice(action: AnimalsAction) {
    let state = makeState(categoriesStatus: .success, animalsStatus: .success)
    let first = Result { try AnimalsReducer.reduce(state: state, action: action) }
    let second = Result { try AnimalsReducer.reduce(state: state, action: action) }
    switch (first, second) {
    case (.success(let first), .success(let second)): #expect(first == second)
    case (.failure(let first), .failure(let second)): #expect("\(first)" == "\(second)")
    default: Issue.record("one run refused \(action), the other did not")
    }
  }
}
