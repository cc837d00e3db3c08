import Foundation

/// Closure comparators for sorting quakes.
///
/// Key-path `SortDescriptor`s cost microseconds per comparison on Linux, so the two orders the
/// UI uses compare stored properties directly; any other key path still works, through a key
/// path read in a closure. Ties fall back to `quakeId` so the order is total and stable.
package enum QuakeSort {
  package static func areInIncreasingOrder<Value: Comparable & Sendable>(
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
}
