import AnimalsData
import HashTreeCollections
import ImmutableBinding
import ImmutableData

// The selectors of the Animals components, as the book's `Select.swift` defines them. Each
// wraps one ImmutableBinding selector; a parameterised one passes its parameter as `id`, so a
// new parameter builds a fresh selector instead of showing stale data.

/// The categories sorted by name.
///
/// Sorting is O(n log n), so it runs only when the categories map changed (dependency,
/// O(n) at worst), and that comparison runs only for actions that can change categories (filter, O(1)).
@MainActor package struct SelectCategoriesValues {
  package let selector: ImmutableBinding.Selector<AnimalsStore, TreeDictionary<AnimalsData.Category.ID, AnimalsData.Category>, [AnimalsData.Category]>

  package init(_ store: AnimalsStore) {
    self.selector = ImmutableBinding.Selector(
      store,
      label: "SelectCategoriesValues",
      filter: AnimalsFilter.filterCategories(),
      dependencySelector: AnimalsState.selectCategories(),
      outputSelector: AnimalsState.selectCategoriesValues(sort: \AnimalsData.Category.name)
    )
  }

  package var wrappedValue: [AnimalsData.Category] { self.selector.output }
}

/// The status of the most recent categories fetch (constant time: no filter, no dependency).
@MainActor package struct SelectCategoriesStatus {
  package let selector: ImmutableBinding.Selector<AnimalsStore, Status?>

  package init(_ store: AnimalsStore) {
    self.selector = ImmutableBinding.Selector(
      store,
      label: "SelectCategoriesStatus",
      outputSelector: AnimalsState.selectCategoriesStatus()
    )
  }

  package var wrappedValue: Status? { self.selector.output }
}

/// One category, by its id or by the id of an animal in it.
@MainActor package struct SelectCategory {
  package let selector: ImmutableBinding.Selector<AnimalsStore, AnimalsData.Category?>

  package init(_ store: AnimalsStore, categoryId: AnimalsData.Category.ID?) {
    self.selector = ImmutableBinding.Selector(
      store,
      id: categoryId,
      label: "SelectCategory(categoryId: \(categoryId ?? "nil"))",
      outputSelector: AnimalsState.selectCategory(categoryId: categoryId)
    )
  }

  package init(_ store: AnimalsStore, animalId: Animal.ID?) {
    self.selector = ImmutableBinding.Selector(
      store,
      id: animalId,
      label: "SelectCategory(animalId: \(animalId ?? "nil"))",
      outputSelector: AnimalsState.selectCategory(animalId: animalId)
    )
  }

  package var wrappedValue: AnimalsData.Category? { self.selector.output }
}

/// The animals of one category sorted by name, with the same filter and dependency scheme as
/// `SelectCategoriesValues`: adding a Reptile does not even compare the Mammals.
@MainActor package struct SelectAnimalsValues {
  package let selector: ImmutableBinding.Selector<AnimalsStore, TreeDictionary<Animal.ID, Animal>, [Animal]>

  package init(_ store: AnimalsStore, categoryId: AnimalsData.Category.ID?) {
    self.selector = ImmutableBinding.Selector(
      store,
      id: categoryId,
      label: "SelectAnimalsValues(categoryId: \(categoryId ?? "nil"))",
      filter: AnimalsFilter.filterAnimals(categoryId: categoryId),
      dependencySelector: AnimalsState.selectAnimals(categoryId: categoryId),
      outputSelector: AnimalsState.selectAnimalsValues(categoryId: categoryId, sort: \Animal.name)
    )
  }

  package var wrappedValue: [Animal] { self.selector.output }
}

/// The status of the most recent animals fetch.
@MainActor package struct SelectAnimalsStatus {
  package let selector: ImmutableBinding.Selector<AnimalsStore, Status?>

  package init(_ store: AnimalsStore) {
    self.selector = ImmutableBinding.Selector(
      store,
      label: "SelectAnimalsStatus",
      outputSelector: AnimalsState.selectAnimalsStatus()
    )
  }

  package var wrappedValue: Status? { self.selector.output }
}

/// One animal by id, or `nil`.
@MainActor package struct SelectAnimal {
  package let selector: ImmutableBinding.Selector<AnimalsStore, Animal?>

  package init(_ store: AnimalsStore, animalId: Animal.ID?) {
    self.selector = ImmutableBinding.Selector(
      store,
      id: animalId,
      label: "SelectAnimal(animalId: \(animalId ?? "nil"))",
      outputSelector: AnimalsState.selectAnimal(animalId: animalId)
    )
  }

  package var wrappedValue: Animal? { self.selector.output }
}

/// The status of pending work on one animal (or on an add's placeholder id).
@MainActor package struct SelectAnimalStatus {
  package let selector: ImmutableBinding.Selector<AnimalsStore, Status?>

  package init(_ store: AnimalsStore, animalId: Animal.ID?) {
    self.selector = ImmutableBinding.Selector(
      store,
      id: animalId,
      label: "SelectAnimalStatus(animalId: \(animalId ?? "nil"))",
      outputSelector: AnimalsState.selectAnimalStatus(animalId: animalId)
    )
  }

  package var wrappedValue: Status? { self.selector.output }
}
