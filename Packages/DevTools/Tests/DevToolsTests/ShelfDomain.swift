import CustomDump
import HashTreeCollections

/// A key whose hash mixes in a seed, so a test can record the same session as two processes
/// with different hash seeds would (Swift seeds `Hasher` once per process). It renders as its
/// name: entries sort by their keys rendered one level deep, where every struct key would read
/// `ShelfKey(…)`.
struct ShelfKey: Hashable, Codable, Sendable, CustomDumpStringConvertible {
  @TaskLocal static var seed = 0
  let name: String

  func hash(into hasher: inout Hasher) {
    hasher.combine(Self.seed)
    hasher.combine(self.name)
  }

  var customDumpDescription: String { "\"\(self.name)\"" }
}

/// A state holding a `TreeDictionary`, as the Animals and Quakes states do.
struct Shelf: Equatable, Sendable {
  var items: TreeDictionary<ShelfKey, Int> = [:]
}

enum ShelfAction: Codable, Equatable, Sendable {
  case put(String, Int)
  case remove(String)
}

enum ShelfReducer {
  @Sendable static func reduce(state: Shelf, action: ShelfAction) -> Shelf {
    var state = state
    switch action {
    case .put(let name, let count): state.items[ShelfKey(name: name)] = count
    case .remove(let name): state.items[ShelfKey(name: name)] = nil
    }
    return state
  }
}
