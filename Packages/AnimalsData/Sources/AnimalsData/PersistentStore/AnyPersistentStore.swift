/// Any persistent store behind one concrete type, so a module can choose local or remote at run
/// time and still build one `Listener<AnyPersistentStore>`.
public struct AnyPersistentStore: PersistentSessionPersistentStore {
  /// The store every call goes to.
  package let base: any PersistentSessionPersistentStore

  public init(_ base: some PersistentSessionPersistentStore) {
    self.base = base
  }
}

extension AnyPersistentStore {
  public func fetchAnimalsQuery() async throws -> [Animal] {
    try await self.base.fetchAnimalsQuery()
  }

  public func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    try await self.base.addAnimalMutation(name: name, diet: diet, categoryId: categoryId)
  }

  public func updateAnimalMutation(animalId: String, name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    try await self.base.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
  }

  public func deleteAnimalMutation(animalId: String) async throws -> Animal {
    try await self.base.deleteAnimalMutation(animalId: animalId)
  }

  public func fetchCategoriesQuery() async throws -> [Category] {
    try await self.base.fetchCategoriesQuery()
  }

  public func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category]) {
    try await self.base.reloadSampleDataMutation()
  }
}
