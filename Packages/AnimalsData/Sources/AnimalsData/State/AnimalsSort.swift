package import Foundation

/// Closure comparators behind the key-path sorted selectors.
///
/// Key-path `SortDescriptor`s cost microseconds per comparison on Linux, so sorting by `name`
/// (what the UI does) compares the stored property directly; any other key path still works,
/// through a key path read in a closure. Values compare with `<`, as the book's generic
/// `SortDescriptor(keyPath)` does. Ties fall back to the id so the order is total and stable.
package enum AnimalsSort {
  package static func areInIncreasingOrder<Value: Comparable>(
    by keyPath: KeyPath<Category, Value>,
    order: SortOrder
  ) -> (Category, Category) -> Bool {
    let forward: (Category, Category) -> Bool
    if keyPath as AnyKeyPath == \Category.name as AnyKeyPath {
      forward = { lhs, rhs in lhs.name != rhs.name ? lhs.name < rhs.name : lhs.categoryId < rhs.categoryId }
    } else {
      forward = { lhs, rhs in
        let l = lhs[keyPath: keyPath]
        let r = rhs[keyPath: keyPath]
        return l != r ? l < r : lhs.categoryId < rhs.categoryId
      }
    }
    return self.ordered(forward, order)
  }

  package static func areInIncreasingOrder<Value: Comparable>(
    by keyPath: KeyPath<Animal, Value>,
    order: SortOrder
  ) -> (Animal, Animal) -> Bool {
    let forward: (Animal, Animal) -> Bool
    if keyPath as AnyKeyPath == \Animal.name as AnyKeyPath {
      forward = { lhs, rhs in lhs.name != rhs.name ? lhs.name < rhs.name : lhs.animalId < rhs.animalId }
    } else {
      forward = { lhs, rhs in
        let l = lhs[keyPath: keyPath]
        let r = rhs[keyPath: keyPath]
        return l != r ? l < r : lhs.animalId < rhs.animalId
      }
    }
    return self.ordered(forward, order)
  }

  private static func ordered<T>(
    _ forward: @escaping (T, T) -> Bool,
    _ order: SortOrder
  ) -> (T, T) -> Bool {
    switch order {
    case .forward:
      forward
    case .reverse:
      { lhs, rhs in forward(rhs, lhs) }
    }
  }
}
