/// A region's new HTML as edits of the HTML a tab already holds, for a move in place: selecting
/// a quake changes two rows of a list and two circles of a map, and the tab is sent those
/// instead of both regions whole.
///
/// The HTML is cut into tokens, each starting at a `<` (a tag and the text after it up to the
/// next tag), and the edits are Myers' shortest edit script over the tokens. On the wire (see
/// ``LiveRegionMarkup/patchJSON(regionID:digest:base:patch:)``) a patch is an array read left
/// to right over the old tokens: a positive number keeps that many, a negative number drops
/// that many, a string is inserted; old tokens after the last edit are kept. The tab cuts its
/// HTML the same way (`split(/(?=<)/)`), applies the edits and checks the result's digest.
struct RegionPatch: Equatable, Sendable {
  enum Edit: Equatable, Sendable {
    case keep(Int)
    case drop(Int)
    case insert(String)
  }

  let edits: [Edit]

  /// At most this many tokens dropped or inserted: beyond it the region has changed enough to
  /// be sent whole, and the search, whose time grows with edits times tokens, stops early.
  static let maxEdits = 256

  /// The edits that turn `old` into `new`, or nil when they take more than `maxEdits` tokens.
  init?(from old: String, to new: String, maxEdits: Int = RegionPatch.maxEdits) {
    // The bytes both share at either end are whole tokens of both and cost one comparison a
    // byte: only what lies between is cut into tokens and searched (a selection moved in a list
    // of 300 rows tokenizes the rows between the two, not 150 KB twice).
    let ends = Self.sharedEnds(old, new)
    let a = Self.tokens(old[Self.index(ends.head, in: old)..<Self.index(ends.oldEnd, in: old)])
    let b = Self.tokens(new[Self.index(ends.head, in: new)..<Self.index(ends.newEnd, in: new)])
    // Of what remains, the tokens both share at either end cost nothing to search.
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    guard let middle = Self.script(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]), maxEdits: maxEdits)
    else { return nil }
    var edits: [Edit] = []
    let kept = Self.tokenCount(old, before: ends.head) + prefix
    if kept > 0 { edits.append(.keep(kept)) }
    for edit in middle { Self.append(edit, to: &edits) }
    // Trailing keeps are implied.
    while let last = edits.last, case .keep = last { edits.removeLast() }
    self.edits = edits
  }

  /// `html` cut before each `<`; text before the first tag is a token of its own.
  static func tokens(_ html: String) -> [Substring] { tokens(html[...]) }

  /// `html` cut before each `<`, as ``tokens(_:)-(String)`` cuts a whole string.
  static func tokens(_ html: Substring) -> [Substring] {
    var tokens: [Substring] = []
    var start = html.startIndex
    var index = html.utf8.startIndex
    let end = html.utf8.endIndex
    while index < end {
      if html.utf8[index] == UInt8(ascii: "<"), index != start {
        tokens.append(html[start..<index])
        start = index
      }
      index = html.utf8.index(after: index)
    }
    if start < html.endIndex { tokens.append(html[start...]) }
    return tokens
  }

  /// Where the ends `old` and `new` share meet what differs, in UTF-8 offsets, each at a token's
  /// start: the first `head` bytes of both, and the bytes from `oldEnd` in `old` and `newEnd` in
  /// `new` on, are the same whole tokens (each boundary is a `<` inside what both share, or a
  /// string's start or end).
  static func sharedEnds(_ old: String, _ new: String) -> (head: Int, oldEnd: Int, newEnd: Int) {
    let a = Array(old.utf8)
    let b = Array(new.utf8)
    let tag = UInt8(ascii: "<")
    var same = 0
    while same < a.count, same < b.count, a[same] == b[same] { same += 1 }
    // The last `<` before the first difference: the tokens before it are whole in both.
    var head = max(same - 1, 0)
    while head > 0, a[head] != tag { head -= 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
    // The first `<` in the shared end: the tokens from it on are whole in both.
    var oldEnd = a.count - tail
    while oldEnd < a.count, a[oldEnd] != tag { oldEnd += 1 }
    if oldEnd == a.count { return (head, a.count, b.count) }
    return (head, oldEnd, b.count - (a.count - oldEnd))
  }

  /// How many tokens the first `offset` UTF-8 bytes of `html` are (`offset` is a token's start).
  static func tokenCount(_ html: String, before offset: Int) -> Int {
    guard offset > 0 else { return 0 }
    return 1 + html.utf8.dropFirst().prefix(offset - 1).lazy.filter { $0 == UInt8(ascii: "<") }.count
  }

  /// The index `offset` UTF-8 bytes into `text`, at a `<` or an end: a character's start.
  private static func index(_ offset: Int, in text: String) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// The edits applied to `old` (for tests: what the tab's script does).
  func applied(to old: String) -> String { Self.applying(edits, to: old) }

  /// `edits` applied to `old`, as the tab's script applies a patch it received.
  static func applying(_ edits: [Edit], to old: String) -> String {
    let tokens = Self.tokens(old)
    var result = ""
    var position = 0
    for edit in edits {
      switch edit {
      case .keep(let count):
        result += tokens[position..<min(position + count, tokens.count)].joined()
        position += count
      case .drop(let count): position += count
      case .insert(let text): result += text
      }
    }
    if position < tokens.count { result += tokens[position...].joined() }
    return result
  }

  /// Adds `edit`, merged into the last edit when it is of the same kind.
  private static func append(_ edit: Edit, to edits: inout [Edit]) {
    switch (edits.last, edit) {
    case (.keep(let a)?, .keep(let b)): edits[edits.count - 1] = .keep(a + b)
    case (.drop(let a)?, .drop(let b)): edits[edits.count - 1] = .drop(a + b)
    case (.insert(let a)?, .insert(let b)): edits[edits.count - 1] = .insert(a + b)
    default: edits.append(edit)
    }
  }

  /// Myers' greedy search for the shortest edit script from `a` to `b`, one token an edit, or
  /// nil past `maxEdits`. Keeps the frontier of each round (`2d+1` entries in round `d`) to walk
  /// back along the path found.
  private static func script(_ a: [Substring], _ b: [Substring], maxEdits: Int) -> [Edit]? {
    let n = a.count
    let m = b.count
    if n == 0 { return m == 0 ? [] : (m <= maxEdits ? [.insert(b.joined())] : nil) }
    if m == 0 { return n <= maxEdits ? [.drop(n)] : nil }
    let limit = min(n + m, maxEdits)
    // v[offset + k]: the furthest x reached on diagonal k (y = x - k).
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    for d in 0...limit {
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m {
          trace.append(Array(v[(offset - d)...(offset + d)]))
          return backtrack(a, b, trace: trace)
        }
      }
      trace.append(Array(v[(offset - d)...(offset + d)]))
    }
    return nil
  }

  /// The path through the rounds' frontiers, from the end back to the start, as edits.
  private static func backtrack(_ a: [Substring], _ b: [Substring], trace: [[Int]]) -> [Edit] {
    var x = a.count
    var y = b.count
    var reversed: [Edit] = []
    for d in stride(from: trace.count - 1, to: 0, by: -1) {
      let previous = trace[d - 1]  // k from -(d-1) at index 0
      let k = x - y
      let down = k == -d || (k != d && previous[k - 1 + (d - 1)] < previous[k + 1 + (d - 1)])
      let previousK = down ? k + 1 : k - 1
      let previousX = previous[previousK + (d - 1)]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        reversed.append(.keep(1))
        x -= 1
        y -= 1
      }
      if down {
        reversed.append(.insert(String(b[previousY])))
      } else {
        reversed.append(.drop(1))
      }
      x = previousX
      y = previousY
    }
    while x > 0, y > 0 {
      reversed.append(.keep(1))
      x -= 1
      y -= 1
    }
    var edits: [Edit] = []
    for edit in reversed.reversed() { append(edit, to: &edits) }
    return edits
  }
}

extension RegionPatch.Edit: Encodable {
  /// A keep as a positive number, a drop as a negative one, an insertion as its text.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .keep(let count): try container.encode(count)
    case .drop(let count): try container.encode(-count)
    case .insert(let text): try container.encode(text)
    }
  }
}
