package import Foundation

/// Closure comparators for sorting quakes.
///
/// Key-path `SortDescriptor`s cost microseconds per comparison on Linux, so the two orders the
/// UI uses compare stored properties directly; any other key path still works, through a key
/// path read in a closure. Ties fall back to `quakeId` so the order is total and stable.
package enum QuakeSort {
  package static func areInIncreasingOrder<Value: Comparable>(
    by keyPath: KeyPath<Quake, Value>,
    order: SortOrder
  ) -> (Quake, Quake) -> Bool {
    let forward: (Quake, Quake) -> Bool
    if keyPath as AnyKeyPath == \Quake.time as AnyKeyPath {
      forward = { lhs, rhs in lhs.time != rhs.time ? lhs.time < rhs.time : lhs.quakeId < rhs.quakeId }
    } else if keyPath as AnyKeyPath == \Quake.magnitude as AnyKeyPath {
      forward = { lhs, rhs in
        lhs.magnitude != rhs.magnitude ? lhs.magnitude < rhs.magnitude : lhs.quakeId < rhs.quakeId
      }
    } else {
      forward = { lhs, rhs in
        let l = lhs[keyPath: keyPath]
        let r = rhs[keyPath: keyPath]
        return l != r ? l < r : lhs.quakeId < rhs.quakeId
      }
    }
    switch order {
    case .forward:
      return forward
    case .reverse:
      return { lhs, rhs in forward(rhs, lhs) }
    }
  }

  /// Sorts `quakes` as ``areInIncreasingOrder(by:order:)`` orders them.
  ///
  /// For time and magnitude the keys are first copied into a compact array of `(key, index)`
  /// pairs and those are sorted: comparing and moving 16-byte pairs is several times faster
  /// than moving 72-byte quakes through a comparator closure. The order is the same strict
  /// total order (ties by `quakeId`), so the reverse order is the forward one reversed.
  package static func sort<Value: Comparable>(
    _ quakes: inout [Quake],
    by keyPath: KeyPath<Quake, Value>,
    order: SortOrder
  ) {
    let key: ((Quake) -> Double)?
    if keyPath as AnyKeyPath == \Quake.time as AnyKeyPath {
      key = { $0.time.timeIntervalSinceReferenceDate }
    } else if keyPath as AnyKeyPath == \Quake.magnitude as AnyKeyPath {
      key = { $0.magnitude }
    } else {
      key = nil
    }
    guard let key, quakes.count > 1, quakes.count <= Int(Int32.max) else {
      quakes.sort(by: self.areInIncreasingOrder(by: keyPath, order: order))
      return
    }
    var keys = [(key: Double, index: Int32)]()
    keys.reserveCapacity(quakes.count)
    for (index, quake) in quakes.enumerated() {
      keys.append((key(quake), Int32(truncatingIfNeeded: index)))
    }
    quakes.withUnsafeBufferPointer { quakes in
      keys.sort { lhs, rhs in
        lhs.key != rhs.key ? lhs.key < rhs.key : quakes[Int(lhs.index)].quakeId < quakes[Int(rhs.index)].quakeId
      }
    }
    var sorted = [Quake]()
    sorted.reserveCapacity(quakes.count)
    switch order {
    case .forward:
      for entry in keys { sorted.append(quakes[Int(entry.index)]) }
    case .reverse:
      for entry in keys.reversed() { sorted.append(quakes[Int(entry.index)]) }
    }
    quakes = sorted
  }
}
