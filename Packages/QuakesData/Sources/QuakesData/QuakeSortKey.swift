package import Foundation

/// A sort by one key path of `Quake`, its value type erased.
///
/// The sort selectors take the book's `KeyPath<Quake, some Comparable> & Sendable`, whose value
/// type need not be `Sendable`; a `@Sendable` selector may not capture such a type's metatype,
/// which calling the generic sort from inside it would. The selector holds this existential
/// instead, built outside the closure.
package protocol QuakeSortKey: Sendable {
  /// Sorts `quakes` as ``QuakeSort/sort(_:by:order:)`` does for the key path.
  func sort(_ quakes: inout [Quake], order: SortOrder)
}

/// The ``QuakeSortKey`` of one key path.
package struct QuakeKeyPathSortKey<Value>: QuakeSortKey where Value: Comparable {
  private let keyPath: any KeyPath<Quake, Value> & Sendable

  package init(_ keyPath: any KeyPath<Quake, Value> & Sendable) {
    self.keyPath = keyPath
  }

  package func sort(_ quakes: inout [Quake], order: SortOrder) {
    QuakeSort.sort(&quakes, by: self.keyPath, order: order)
  }
}
