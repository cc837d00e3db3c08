import CustomDump

/// `==` on values known only as `Any`, when their type is `Equatable`.
enum Equality {
  /// Whether the two are equal; nil when `lhs`'s type is not `Equatable`.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
  }

  /// Whether the two are equal: `==` when their type is `Equatable`, else whether custom-dump
  /// renders them alike.
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    self.areEqual(lhs, rhs) ?? (String(customDumping: lhs) == String(customDumping: rhs))
  }
}

extension Equatable {
  /// `self == other` when `other` is of the same type; false otherwise.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
