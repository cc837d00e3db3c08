import HashTreeCollections

/// An entity shaped like an Animal or a Quake row: a string id and a few scalar fields.
struct Entity: Hashable, Sendable {
  var id: String
  var magnitude: Double
  var updated: Int
}

/// The action of B3/B4: one entity changed.
enum EntityAction: Sendable { case updated(id: String) }

/// The id of entity `number`, shaped like a USGS quake id ("us" and eight digits, stored inline).
func entityId(_ number: Int) -> String {
  let digits = String(number)
  return "us" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
}

/// The ids `count` successive dispatches update: scattered over `size` entities, computed before
/// timing so the timed loop reads them in order.
func scatteredIds(count: Int, size: Int) -> [String] {
  (0..<count).map { entityId(($0 &* 7919) % size) }
}

/// A state whose entity map is a persistent hash trie, as the products keep it.
struct TreeState: Sendable {
  var data: TreeDictionary<String, Entity>

  init(count: Int) {
    var data = TreeDictionary<String, Entity>()
    for number in 0..<count { data[entityId(number)] = Entity(id: entityId(number), magnitude: Double(number % 10), updated: 0) }
    self.data = data
  }

  static let reducer: @Sendable (TreeState, EntityAction) throws -> TreeState = { state, action in
    var state = state
    switch action {
    case .updated(let id): state.data[id]?.updated += 1
    }
    return state
  }
}

/// The same state on a standard Dictionary: every change to a shared copy copies the whole table.
struct DictionaryState: Sendable {
  var data: [String: Entity]

  init(count: Int) {
    var data = [String: Entity](minimumCapacity: count)
    for number in 0..<count { data[entityId(number)] = Entity(id: entityId(number), magnitude: Double(number % 10), updated: 0) }
    self.data = data
  }

  static let reducer: @Sendable (DictionaryState, EntityAction) throws -> DictionaryState = { state, action in
    var state = state
    switch action {
    case .updated(let id): state.data[id]?.updated += 1
    }
    return state
  }
}
