import AnimalsData
import DomainRegistry
import HashTreeCollections
import ImmutableBinding
import ImmutableData

extension AnimalsModule {
  public var summary: String {
    "Animals sorted into categories and saved on disk (or on an AnimalsServer): add, edit and delete them, and every open tab follows."
  }

  /// How many animals and categories the store holds; nil before `start`.
  public func status() -> String? {
    guard let store = self.running?.provider.store else { return nil }
    let categories = store.select(AnimalsState.selectCategories())
    let animals = categories.keys.reduce(0) { count, categoryId in
      count + store.select(AnimalsState.selectAnimals(categoryId: categoryId)).count
    }
    return "\(animals) \(animals == 1 ? "animal" : "animals") in \(categories.count) \(categories.count == 1 ? "category" : "categories")"
  }
}
