/// A line diff for texts that share most of their lines, as consecutive renderings of a state
/// do: common prefix and suffix trimmed, then lines that occur exactly once on each side
/// matched in order (patience diff) and the gaps between them diffed the same way.
///
/// It is not always minimal, but it is fast on large texts (a rendering of thousands of
/// earthquakes) where a minimal diff is quadratic, and a total work bound keeps it so on
/// pathological input: past the bound, what is left is reported as one replaced block.
enum LineDiff {
  /// The edits turning `old` into `new`, ordered by position.
  static func edits(from old: [Substring], to new: [Substring]) -> [LineEdit] {
    var edits: [LineEdit] = []
    var pending = [(old: 0..<old.count, new: 0..<new.count)]
    // Each refinement reads its two ranges once (plus a sort of its anchors); this many line
    // reads is linear in the texts' size for any realistic change.
    var budget = 64 * (old.count + new.count) + 1_000_000
    while let next = pending.popLast() {
      let (oldRange, newRange) = next
      var (oldLow, oldHigh, newLow, newHigh) = (oldRange.lowerBound, oldRange.upperBound, newRange.lowerBound, newRange.upperBound)
      while oldLow < oldHigh, newLow < newHigh, old[oldLow] == new[newLow] {
        oldLow += 1
        newLow += 1
      }
      while oldLow < oldHigh, newLow < newHigh, old[oldHigh - 1] == new[newHigh - 1] {
        oldHigh -= 1
        newHigh -= 1
      }
      if oldLow == oldHigh && newLow == newHigh {
        continue
      }
      let replaced = LineEdit(oldStart: oldLow, oldCount: oldHigh - oldLow, newStart: newLow, newCount: newHigh - newLow)
      budget -= replaced.oldCount + replaced.newCount
      guard replaced.oldCount > 0, replaced.newCount > 0, budget > 0 else {
        edits.append(replaced)
        continue
      }
      let anchors = self.anchors(old[oldLow..<oldHigh], new[newLow..<newHigh])
      guard anchors.isEmpty == false else {
        edits.append(replaced)
        continue
      }
      var (oldFrom, newFrom) = (oldLow, newLow)
      for anchor in anchors {
        pending.append((oldFrom..<anchor.old, newFrom..<anchor.new))
        (oldFrom, newFrom) = (anchor.old + 1, anchor.new + 1)
      }
      pending.append((oldFrom..<oldHigh, newFrom..<newHigh))
    }
    return edits.sorted { ($0.oldStart, $0.newStart) < ($1.oldStart, $1.newStart) }
  }

  /// The longest in-order run of lines that occur exactly once in each slice, as index pairs.
  private static func anchors(_ old: ArraySlice<Substring>, _ new: ArraySlice<Substring>) -> [(old: Int, new: Int)] {
    // Per line: occurrences and last index on each side.
    var seen: [Substring: (oldCount: Int, old: Int, newCount: Int, new: Int)] = [:]
    for index in old.indices {
      let entry = seen[old[index]] ?? (0, 0, 0, 0)
      seen[old[index]] = (entry.oldCount + 1, index, entry.newCount, entry.new)
    }
    for index in new.indices {
      guard let entry = seen[new[index]] else { continue }
      seen[new[index]] = (entry.oldCount, entry.old, entry.newCount + 1, index)
    }
    var pairs: [(old: Int, new: Int)] = []
    for index in old.indices {
      if let entry = seen[old[index]], entry.oldCount == 1, entry.newCount == 1 {
        pairs.append((index, entry.new))
      }
    }
    return self.longestIncreasingRun(pairs)
  }

  /// The longest subsequence of `pairs` (ordered by `old`) whose `new` increases too
  /// (patience sorting, O(n log n)).
  private static func longestIncreasingRun(_ pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
    guard pairs.isEmpty == false else { return [] }
    // tails[k]: index in `pairs` of the smallest `new` ending a run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: pairs.count)
    for (index, pair) in pairs.enumerated() {
      var (low, high) = (0, tails.count)
      while low < high {
        let middle = (low + high) / 2
        if pairs[tails[middle]].new < pair.new { low = middle + 1 } else { high = middle }
      }
      previous[index] = low > 0 ? tails[low - 1] : -1
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [(old: Int, new: Int)] = []
    var index = tails[tails.count - 1]
    while index >= 0 {
      run.append(pairs[index])
      index = previous[index]
    }
    return run.reversed()
  }
}
