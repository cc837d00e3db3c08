package import Foundation

/// A sort by one key path of `Element`, its value type erased.
///
/// The sort selectors take the book's `KeyPath<Element, some Comparable> & Sendable`, whose value
/// type need not be `Sendable`; a `@Sendable` selector may not capture such a type's metatype,
/// which calling the generic comparator factory from inside it would. The selector holds this
/// existential instead, built outside the closure.
package protocol AnimalsSortKey<Element>: Sendable {
  associatedtype Element

  /// The comparator of ``AnimalsSort`` for the key path in `order`.
  func areInIncreasingOrder(order: SortOrder) -> (Element, Element) -> Bool
}

/// The ``AnimalsSortKey`` of one key path of `Category`.
package struct CategoryKeyPathSortKey<Value>: AnimalsSortKey where Value: Comparable {
  private let keyPath: any KeyPath<Category, Value> & Sendable

  package init(_ keyPath: any KeyPath<Category, Value> & Sendable) {
    self.keyPath = keyPath
  }

  package func areInIncreasingOrder(order: SortOrder) -> (Category, Category) -> Bool {
    AnimalsSort.areInIncreasingOrder(by: self.keyPath, order: order)
  }
}

/// The ``AnimalsSortKey`` of one key path of `Animal`.
package struct AnimalKeyPathSortKey<Value>: AnimalsSortKey where Value: Comparable {
  private let keyPath: any KeyPath<Animal, Value> & Sendable

  package init(_ keyPath: any KeyPath<Animal, Value> & Sendable) {
    self.keyPath = keyPath
  }

  package func areInIncreasingOrder(order: SortOrder) -> (Animal, Animal) -> Bool {
    AnimalsSort.areInIncreasingOrder(by: self.keyPath, order: order)
  }
}
