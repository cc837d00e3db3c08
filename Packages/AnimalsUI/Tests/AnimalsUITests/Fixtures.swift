import AnimalsData
import Foundation
import ImmutableBinding

@testable import AnimalsUI

/// Waits until `condition` holds, giving the store's streams the main actor in between.
///
/// Not a timing assertion: the bound only stops a broken test from hanging.
@MainActor func eventually(
  _ condition: @MainActor () -> Bool,
  limit: Duration = .seconds(20)
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while condition() == false {
    if clock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return true
}

let testLinks = AnimalsLinks(pagePath: "/animals") { "/animals/actions/\($0.rawValue)" }

/// A store holding the sample data, as the book's `PreviewStore` builds it: no Listener.
@MainActor func sampleStore() throws -> AnimalsStore {
  let store = AnimalsStore(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
  try store.dispatch(
    action: .data(.persistentSession(.didFetchCategories(result: .success(categories: [
      .amphibian, .bird, .fish, .invertebrate, .mammal, .reptile,
    ]))))
  )
  try store.dispatch(
    action: .data(.persistentSession(.didFetchAnimals(result: .success(animals: [
      .dog, .cat, .kangaroo, .gibbon, .sparrow, .newt,
    ]))))
  )
  return store
}

func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appending(path: "animals-ui-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
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
