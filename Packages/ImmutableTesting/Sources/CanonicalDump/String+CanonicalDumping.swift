public import CustomDump
public import HashTreeCollections

// custom-dump sorts the entries of the collections it knows to be unordered (`Dictionary`,
// `Set`) by their keys' dumps, but prints a `TreeDictionary` or `TreeSet` in iteration order,
// which follows the hash of each key, and Swift seeds hashing per process: the same state
// would dump differently in the server that recorded it and in the test that checks it. Marked
// unordered, they are sorted like a `Dictionary`. custom-dump is pinned to one exact version,
// so a change to this underscored protocol fails the build rather than the ordering; so does
// either package declaring the conformance itself (a redundant conformance), which is why the
// linter's rule against retroactive conformances is waived for these two lines alone.
// swift-format-ignore: AvoidRetroactiveConformances
extension TreeDictionary: @retroactive _UnorderedCollection {}
// swift-format-ignore: AvoidRetroactiveConformances
extension TreeSet: @retroactive _UnorderedCollection {}

extension String {
  /// The custom-dump rendering of `value` with the entries of every unordered collection
  /// (`Dictionary`, `Set`, `TreeDictionary`, `TreeSet`) sorted by their keys' (elements')
  /// rendering, so the same value renders the same text in every process whatever its hash
  /// seed and whatever order its entries were inserted in.
  ///
  /// Why: a state holding a `TreeDictionary` dumps its entries in hash order, which differs
  /// between two runs of the same program; a test that compares a recorded rendering with a
  /// fresh one must not depend on it.
  ///
  /// ```swift
  /// let a: TreeDictionary = ["x": 1, "y": 2]
  /// let b: TreeDictionary = ["y": 2, "x": 1]
  /// String(canonicalDumping: a) == String(canonicalDumping: b)  // true, in any process
  /// ```
  ///
  /// Entries are ordered by their keys rendered one level deep (custom-dump's own rule), so
  /// keys whose shallow renderings are equal (two structs with the same type name) keep their
  /// iteration order; identifiers, strings and numbers, the keys this project's states use,
  /// never tie.
  public init(canonicalDumping value: some Any) {
    self.init(customDumping: value)
  }
}
