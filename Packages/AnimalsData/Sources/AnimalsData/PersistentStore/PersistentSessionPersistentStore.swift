/// The database the Animals product persists its data in: two queries and four mutations.
public protocol PersistentSessionPersistentStore: Sendable {
  func fetchAnimalsQuery() async throws -> [Animal]
  func addAnimalMutation(
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) async throws -> Animal
  func updateAnimalMutation(
    animalId: String,
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) async throws -> Animal
  func deleteAnimalMutation(animalId: String) async throws -> Animal
  func fetchCategoriesQuery() async throws -> [Category]
  func reloadSampleDataMutation() async throws -> (
    animals: [Animal],
    categories: [Category]
  )
}
