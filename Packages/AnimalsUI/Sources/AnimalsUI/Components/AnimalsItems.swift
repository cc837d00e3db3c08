import AnimalsData

/// One category as the Presenters show it.
struct CategoryItem: Hashable, Sendable, Identifiable {
  let id: String
  let name: String
}

/// One animal as the Presenters show it: plain values, no store in sight.
struct AnimalItem: Hashable, Sendable, Identifiable {
  let id: String
  let name: String
  let diet: Animal.Diet
  let categoryId: String
}

extension CategoryItem {
  init(_ category: AnimalsData.Category) {
    self.init(id: category.categoryId, name: category.name)
  }
}

extension AnimalItem {
  init(_ animal: Animal) {
    self.init(id: animal.animalId, name: animal.name, diet: animal.diet, categoryId: animal.categoryId)
  }
}
