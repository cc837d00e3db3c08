import AnimalsData
import Foundation
import ImmutableBinding
import ImmutableData
import PageMarkup

@testable import AnimalsUI

let testLinks = AnimalsLinks(pagePath: "/animals") { "/animals/actions/\($0.rawValue)" }

/// A store holding the sample data, as the book's `PreviewStore` builds it: no Listener.
@MainActor func sampleStore() throws -> AnimalsStore {
  let store = AnimalsStore(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
  try store.dispatch(
    action: .data(
      .persistentSession(
        .didFetchCategories(
          result: .success(categories: [
            .amphibian, .bird, .fish, .invertebrate, .mammal, .reptile,
          ]))))
  )
  try store.dispatch(
    action: .data(
      .persistentSession(
        .didFetchAnimals(
          result: .success(animals: [
            .dog, .cat, .kangaroo, .gibbon, .sparrow, .newt,
          ]))))
  )
  return store
}

/// A persistent store whose reads work and whose writes fail, for the failure paths.
struct FailingWritesStore: PersistentSessionPersistentStore {
  struct Refused: LocalizedError {
    var errorDescription: String? { "the disk is full" }
  }

  func fetchAnimalsQuery() async throws -> [Animal] { [.dog, .cat, .kangaroo, .gibbon, .sparrow, .newt] }
  func fetchCategoriesQuery() async throws -> [AnimalsData.Category] {
    [.amphibian, .bird, .fish, .invertebrate, .mammal, .reptile]
  }
  func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal { throw Refused() }
  func updateAnimalMutation(animalId: String, name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    throw Refused()
  }
  func deleteAnimalMutation(animalId: String) async throws -> Animal { throw Refused() }
  func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [AnimalsData.Category]) {
    throw Refused()
  }
}
