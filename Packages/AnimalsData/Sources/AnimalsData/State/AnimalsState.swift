package import HashTreeCollections

/// The root state of the Animals product, normalised into two domains.
///
/// The raw domains are `package`: the UI reads state only through the public selectors.
///
/// `Codable` (an addition to the book's type): DevTools writes the state before a cut history
/// into an export, a report and a generated test, so they replay from there.
public struct AnimalsState: Hashable, Sendable, Codable {
  package var categories: Categories
  package var animals: Animals

  package init(
    categories: Categories,
    animals: Animals
  ) {
    self.categories = categories
    self.animals = animals
  }
}

extension AnimalsState {
  public init() {
    self.init(
      categories: Categories(),
      animals: Animals()
    )
  }
}

extension AnimalsState {
  /// The categories domain. `data` is a persistent map: a changed copy shares all but
  /// O(log n) nodes with the old state the Store keeps for its listeners.
  package struct Categories: Hashable, Sendable, Codable {
    package var data: TreeDictionary<Category.ID, Category> = [:]
    package var status: Status? = nil

    package init(
      data: TreeDictionary<Category.ID, Category> = [:],
      status: Status? = nil
    ) {
      self.data = data
      self.status = status
    }
  }
}

extension AnimalsState {
  /// The animals domain; `queue` keeps the status of pending work per animal id (or per
  /// placeholder id while an animal is being added).
  package struct Animals: Hashable, Sendable, Codable {
    package var data: TreeDictionary<Animal.ID, Animal> = [:]
    package var status: Status? = nil
    package var queue: TreeDictionary<Animal.ID, Status> = [:]

    package init(
      data: TreeDictionary<Animal.ID, Animal> = [:],
      status: Status? = nil,
      queue: TreeDictionary<Animal.ID, Status> = [:]
    ) {
      self.data = data
      self.status = status
      self.queue = queue
    }
  }
}
