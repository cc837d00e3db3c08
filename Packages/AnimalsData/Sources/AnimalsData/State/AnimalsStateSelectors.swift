public import Foundation
public import HashTreeCollections

// Instance helpers: each public selector below is a `@Sendable` closure over one of these.
extension AnimalsState {
  fileprivate func selectCategories() -> TreeDictionary<Category.ID, Category> {
    self.categories.data
  }

  fileprivate func selectCategoriesValues(
    sort areInIncreasingOrder: (Category, Category) -> Bool
  ) -> [Category] {
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

  fileprivate func selectAnimals(categoryId: Category.ID?) -> TreeDictionary<Animal.ID, Animal> {
    guard let categoryId else {
      return [:]
    }
    // The persistent map's own filter keeps the shape of unchanged subtrees.
    return self.animals.data.filter { $0.value.categoryId == categoryId }
  }

  fileprivate func selectAnimalsValues(
    categoryId: Category.ID?,
    sort areInIncreasingOrder: (Animal, Animal) -> Bool
  ) -> [Animal] {
    guard let categoryId else {
      return []
    }
    var values = [Animal]()
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
  public static func selectCategories() -> @Sendable (Self) -> TreeDictionary<Category.ID, Category> {
    { state in state.selectCategories() }
  }

  /// Every category, sorted by `keyPath` in `order`.
  public static func selectCategoriesValues(
    sort keyPath: any KeyPath<Category, some Comparable> & Sendable,
    order: SortOrder = .forward
  ) -> @Sendable (Self) -> [Category] {
    let key: any AnimalsSortKey<Category> = CategoryKeyPathSortKey(keyPath)
    return { state in
      state.selectCategoriesValues(sort: key.areInIncreasingOrder(order: order))
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
  public static func selectAnimals(categoryId: Category.ID?) -> @Sendable (Self) -> TreeDictionary<Animal.ID, Animal> {
    { state in state.selectAnimals(categoryId: categoryId) }
  }

  /// The animals of `categoryId`, sorted by `keyPath` in `order`; empty for a `nil` category.
  public static func selectAnimalsValues(
    categoryId: Category.ID?,
    sort keyPath: any KeyPath<Animal, some Comparable> & Sendable,
    order: SortOrder = .forward
  ) -> @Sendable (Self) -> [Animal] {
    let key: any AnimalsSortKey<Animal> = AnimalKeyPathSortKey(keyPath)
    return { state in
      state.selectAnimalsValues(
        categoryId: categoryId,
        sort: key.areInIncreasingOrder(order: order)
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
