/// The default `didChange` for `Equatable` values: changed means no longer equal.
///
/// A plain generic function (not a closure literal) so that no metatype is captured.
@Sendable func isNotEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool where Value: Equatable {
  lhs != rhs
}
