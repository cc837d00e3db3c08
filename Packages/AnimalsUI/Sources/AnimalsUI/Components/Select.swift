import AnimalsData
import HashTreeCollections
import ImmutableBinding

// The selectors of the Animals components, as the book's `Select.swift` defines them. A
// Container holds the ImmutableBinding selectors these build and reads their `output` inside
// the host's observation tracking, which makes its region live.

/// A selector of the Animals store without dependencies.
typealias AnimalsSelector<Output> = ImmutableBinding.Selector<AnimalsStore, Output>

/// A sorted list: the sort runs only when the dictionary it sorts changed.
typealias AnimalsSortedSelector<Key: Hashable, Value> = ImmutableBinding.Selector<AnimalsStore, TreeDictionary<Key, Value>, [Value]>

@MainActor enum Select {
  /// The categories sorted by name.
  ///
  /// Sorting is O(n log n), so it runs only when the categories map changed (dependency,
  /// O(n) at worst), and that comparison runs only for actions that can change categories (filter, O(1)).
  static func categoriesValues(_ store: AnimalsStore) -> AnimalsSortedSelector<AnimalsData.Category.ID, AnimalsData.Category> {
    ImmutableBinding.Selector(
      store,
      label: "SelectCategoriesValues",
      filter: AnimalsFilter.filterCategories(),
      dependencySelector: AnimalsState.selectCategories(),
      outputSelector: AnimalsState.selectCategoriesValues(sort: \AnimalsData.Category.name)
    )
  }

  /// The animals of one category sorted by name, with the same filter and dependency scheme as
  /// `categoriesValues`: adding a Reptile does not even compare the Mammals.
  static func animalsValues(_ store: AnimalsStore, categoryId: AnimalsData.Category.ID?) -> AnimalsSortedSelector<Animal.ID, Animal> {
    ImmutableBinding.Selector(
      store,
      id: categoryId,
      label: Self.label("SelectAnimalsValues", "categoryId", categoryId),
      filter: AnimalsFilter.filterAnimals(categoryId: categoryId),
      dependencySelector: AnimalsState.selectAnimals(categoryId: categoryId),
      outputSelector: AnimalsState.selectAnimalsValues(categoryId: categoryId, sort: \Animal.name)
    )
  }

  /// The status of the most recent categories fetch (constant time: no filter, no dependency).
  static func categoriesStatus(_ store: AnimalsStore) -> AnimalsSelector<Status?> {
    Self.output(store, label: "SelectCategoriesStatus", AnimalsState.selectCategoriesStatus())
  }

  /// The status of the most recent animals fetch.
  static func animalsStatus(_ store: AnimalsStore) -> AnimalsSelector<Status?> {
    Self.output(store, label: "SelectAnimalsStatus", AnimalsState.selectAnimalsStatus())
  }

  /// One category by its id.
  static func category(_ store: AnimalsStore, categoryId: AnimalsData.Category.ID?) -> AnimalsSelector<AnimalsData.Category?> {
    Self.output(
      store, id: categoryId, label: Self.label("SelectCategory", "categoryId", categoryId),
      AnimalsState.selectCategory(categoryId: categoryId))
  }

  /// The category of one animal.
  static func category(_ store: AnimalsStore, animalId: Animal.ID?) -> AnimalsSelector<AnimalsData.Category?> {
    Self.output(
      store, id: animalId, label: Self.label("SelectCategory", "animalId", animalId), AnimalsState.selectCategory(animalId: animalId))
  }

  /// One animal by id, or `nil`.
  static func animal(_ store: AnimalsStore, animalId: Animal.ID?) -> AnimalsSelector<Animal?> {
    Self.output(store, id: animalId, label: Self.label("SelectAnimal", "animalId", animalId), AnimalsState.selectAnimal(animalId: animalId))
  }

  /// The status of pending work on one animal (or on an add's placeholder id).
  static func animalStatus(_ store: AnimalsStore, animalId: Animal.ID?) -> AnimalsSelector<Status?> {
    Self.output(
      store, id: animalId, label: Self.label("SelectAnimalStatus", "animalId", animalId),
      AnimalsState.selectAnimalStatus(animalId: animalId))
  }

  /// The one way a selector of a single output is built. A parameterised one passes its
  /// parameter as `id`, so a new parameter builds a fresh selector instead of showing stale data.
  private static func output<Output: Equatable>(
    _ store: AnimalsStore,
    id: String? = nil,
    label: String,
    _ outputSelector: @escaping @Sendable (AnimalsState) -> Output
  ) -> AnimalsSelector<Output> {
    ImmutableBinding.Selector(store, id: id, label: label, outputSelector: outputSelector)
  }

  /// `"SelectAnimal(animalId: Cat)"`: the label debug logging shows.
  private static func label(_ name: String, _ parameter: String, _ value: String?) -> String {
    "\(name)(\(parameter): \(value ?? "nil"))"
  }
}
