import CanonicalDump
import CustomDump
import HashTreeCollections
import Testing

/// A key whose hash mixes in a seed, so a test can build the same collection as two processes
/// with different hash seeds would (Swift seeds `Hasher` once per process).
struct SeededKey: Hashable, Sendable, CustomDumpStringConvertible {
  @TaskLocal static var seed = 0
  let name: String

  func hash(into hasher: inout Hasher) {
    hasher.combine(Self.seed)
    hasher.combine(self.name)
  }

  var customDumpDescription: String { "key \(self.name)" }
}

@Suite struct CanonicalDumpTests {
  static let names = (0..<64).map { "k\($0)" }

  /// The same entries as a process with `seed` would hold them: in that seed's hash order.
  static func dictionary(seed: Int, names: [String]) -> TreeDictionary<SeededKey, Int> {
    SeededKey.$seed.withValue(seed) {
      var dictionary: TreeDictionary<SeededKey, Int> = [:]
      for (value, name) in names.enumerated() {
        dictionary[SeededKey(name: name)] = value
      }
      return dictionary
    }
  }

  @Test func aTreeDictionaryRendersTheSameWhateverTheHashSeed() {
    let first = Self.dictionary(seed: 1, names: Self.names)
    let second = Self.dictionary(seed: 2, names: Self.names)
    // The premise: another seed iterates in another order.
    #expect(first.keys.map(\.name) != second.keys.map(\.name))
    #expect(String(canonicalDumping: first) == String(canonicalDumping: second))
    #expect(String(canonicalDumping: first).hasPrefix("[\n  key k0: 0,\n  key k1: 1,\n  key k10: 10,"))
  }

  @Test func aTreeSetRendersTheSameWhateverTheHashSeed() {
    let sets = [1, 2].map { seed in
      SeededKey.$seed.withValue(seed) { TreeSet(Self.names.map(SeededKey.init(name:))) }
    }
    #expect(sets[0].map(\.name) != sets[1].map(\.name))
    #expect(String(canonicalDumping: sets[0]) == String(canonicalDumping: sets[1]))
  }

  @Test func entriesInsertedInAnotherOrderRenderTheSame() {
    let forward = Self.dictionary(seed: 3, names: Self.names)
    let backward = Self.dictionary(seed: 3, names: Self.names.reversed()).mapValues { Self.names.count - 1 - $0 }
    #expect(String(canonicalDumping: forward) == String(canonicalDumping: backward))
  }

  @Test func aNestedTreeDictionaryIsSortedToo() {
    struct Holder { var data: TreeDictionary<SeededKey, Int> }
    let first = Holder(data: Self.dictionary(seed: 4, names: Self.names))
    let second = Holder(data: Self.dictionary(seed: 5, names: Self.names))
    #expect(String(canonicalDumping: first) == String(canonicalDumping: second))
  }
}
