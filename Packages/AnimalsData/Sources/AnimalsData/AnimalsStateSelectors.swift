import Foundation

// Instance helpers: each public selector below is a `@Sendable` closure over one of these.
extension AnimalsState {
  fileprivate func selectCategories() -> Dictionary<Category.ID, Category> {
    var result = Dictionary<Category.ID, Category>(minimumCapacity: self.categories.data.count)
    for (id, category) in self.categories.data {
      result[id] = category
    }
    return result
  }

  fileprivate func selectCategoriesValues(
    sort areInIncreasingOrder: (Category, Category) -> Bool
  ) -> Array<Category> {
    Array(self.categories.data.values).sorted(by: areInIncreasingOrder)
  }

  fileprivate func selectCategory(categoryId: Category.ID?) -> Category? {
    guard let categoryId else {
      return nil
    }
    return self.categories.data[categoryId]
  }

  fileprivate func selectCategory(animalId: Animal.ID?) -> Category? {
    guard
      let animalId,
      let animal = self.animals.data[animalId]
    else {
      return nil
    }
    return self.categories.data[animal.categoryId]
  }

  fileprivate func selectAnimals(categoryId: Category.ID?) -> Dictionary<Animal.ID, Animal> {
    guard let categoryId else {
      return [:]
    }
    var result = Dictionary<Animal.ID, Animal>()
    for (id, animal) in self.animals.data where animal.categoryId == categoryId {
      result[id] = animal
    }
    return result
  }

  fileprivate func selectAnimalsValues(
    categoryId: Category.ID?,
    sort areInIncreasingOrder: (Animal, Animal) -> Bool
  ) -> Array<Animal> {
    guard let categoryId else {
      return []
    }
    var values = Array<Animal>()
    for animal in self.animals.data.values where animal.categoryId == categoryId {
      values.append(animal)
    }
    values.sort(by: areInIncreasingOrder)
    return values
  }

  fileprivate func selectAnimal(animalId: Animal.ID?) -> Animal? {
    guard let animalId else {
      return nil
    }
    return self.animals.data[animalId]
  }

  fileprivate func selectAnimalStatus(animalId: Animal.ID?) -> Status? {
    guard let animalId else {
      return nil
    }
    return self.animals.queue[animalId]
  }
}

// The categories domain.
extension AnimalsState {
  /// Every category by id, unsorted.
  public static func selectCategories() -> @Sendable (Self) -> Dictionary<Category.ID, Category> {
    { state in state.selectCategories() }
  }

  /// Every category, sorted by `keyPath` in `order`.
  public static func selectCategoriesValues(
    sort keyPath: KeyPath<Category, some Comparable & Sendable> & Sendable,
    order: SortOrder = .forward
  ) -> @Sendable (Self) -> Array<Category> {
    { state in
      state.selectCategoriesValues(sort: AnimalsSort.areInIncreasingOrder(by: keyPath, order: order))
    }
  }

  /// The status of the most recent categories fetch; `nil` before the first.
  public static func selectCategoriesStatus() -> @Sendable (Self) -> Status? {
    { state in state.categories.status }
  }

  /// The category with `categoryId`, if any.
  public static func selectCategory(categoryId: Category.ID?) -> @Sendable (Self) -> Category? {
    { state in state.selectCategory(categoryId: categoryId) }
  }

  /// The category the animal with `animalId` belongs to, if both exist.
  public static func selectCategory(animalId: Animal.ID?) -> @Sendable (Self) -> Category? {
    { state in state.selectCategory(animalId: animalId) }
  }
}

// The animals domain.
extension AnimalsState {
  /// The animals of `categoryId` by id, unsorted; empty for a `nil` category.
  public static func selectAnimals(categoryId: Category.ID?) -> @Sendable (Self) -> Dictionary<Animal.ID, Animal> {
    { state in state.selectAnimals(categoryId: categoryId) }
  }

  /// The animals of `categoryId`, sorted by `keyPath` in `order`; empty for a `nil` category.
  public static func selectAnimalsValues(
    categoryId: Category.ID?,
    sort keyPath: KeyPath<Animal, some Comparable & Sendable> & Sendable,
    order: SortOrder = .forward
  ) -> @Sendable (Self) -> Array<Animal> {
    { state in
      state.selectAnimalsValues(
        categoryId: categoryId,
        sort: AnimalsSort.areInIncreasingOrder(by: keyPath, order: order)
      )
    }
  }

  /// The status of the most recent animals fetch; `nil` before the first.
  public static func selectAnimalsStatus() -> @Sendable (Self) -> Status? {
    { state in state.animals.status }
  }

  /// The animal with `animalId`, if any.
  public static func selectAnimal(animalId: Animal.ID?) -> @Sendable (Self) -> Animal? {
    { state in state.selectAnimal(animalId: animalId) }
  }

  /// The status of pending work on the animal with `animalId` (or an add's placeholder id).
  public static func selectAnimalStatus(animalId: Animal.ID?) -> @Sendable (Self) -> Status? {
    { state in state.selectAnimalStatus(animalId: animalId) }
  }
}

extension AnimalsState {
  /// How many animals the state holds, in every category. For command-line summaries.
  package static func selectAnimalsCount() -> @Sendable (Self) -> Int {
    { state in state.animals.data.count }
  }
}
