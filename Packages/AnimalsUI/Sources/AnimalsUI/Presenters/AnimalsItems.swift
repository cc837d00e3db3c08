import AnimalsData

/// One category as the Presenters show it.
package struct CategoryItem: Hashable, Sendable, Identifiable {
  package let id: String
  package let name: String

  package init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

/// One animal as the Presenters show it: plain values, no store in sight.
package struct AnimalItem: Hashable, Sendable, Identifiable {
  package let id: String
  package let name: String
  package let diet: Animal.Diet
  package let categoryId: String

  package init(id: String, name: String, diet: Animal.Diet, categoryId: String) {
    self.id = id
    self.name = name
    self.diet = diet
    self.categoryId = categoryId
  }
}

extension CategoryItem {
  package init(_ category: AnimalsData.Category) {
    self.init(id: category.categoryId, name: category.name)
  }
}

extension AnimalItem {
  package init(_ animal: Animal) {
    self.init(id: animal.animalId, name: animal.name, diet: animal.diet, categoryId: animal.categoryId)
  }
}
