import CustomDump

/// A step's state change as the DevTools page shows it first. While both states are small it
/// is custom-dump's diff, as ever. A large state (a month of quakes) is diffed by its parts
/// instead: each part that changed is named by its path; a small one gets its custom-dump diff,
/// and a large collection only how many entries were added, removed and changed, with the first
/// few of each (``CompactDump``). Equal parts are skipped with `==` when their type is
/// `Equatable`, so an unchanged collection of thousands costs one comparison. The full diff
/// stays available on demand (``StoreInspector/fullDiff(of:)``).
enum CollapsedDiff {
  /// How many added, removed and changed entries of a large collection are shown.
  static let shownEntries = 3
  /// How long one shown entry may be.
  static let entryLimit = 240

  /// The diff of `before` and `after`, and whether it was collapsed; nil when nothing changed.
  static func of<State>(_ before: State, _ after: State) -> (text: String, isCollapsed: Bool)? {
    if Equality.areEqual(before, after) == true { return nil }
    guard CompactDump.isLarge(before) || CompactDump.isLarge(after) else {
      return diff(before, after).map { ($0, false) }
    }
    var lines: [String] = []
    self.changes(before, after, path: CompactDump.typeName(of: before), into: &lines)
    return lines.isEmpty ? nil : (lines.joined(separator: "\n"), true)
  }

  private static func changes(_ before: Any, _ after: Any, path: String, into lines: inout [String]) {
    if Equality.areEqual(before, after) == true { return }
    guard CompactDump.isLarge(before) || CompactDump.isLarge(after) else {
      if let text = diff(before, after) {
        lines.append("\(path):")
        lines.append(text)
      }
      return
    }
    let old = Mirror(reflecting: before)
    let new = Mirror(reflecting: after)
    switch (old.displayStyle, new.displayStyle) {
    case (.dictionary, .dictionary):
      self.entryChanges(old, new, path: path, into: &lines)
    case (.collection, .collection), (.set, .set):
      self.elementChanges(old, new, path: path, into: &lines)
    case (.struct, .struct), (.class, .class), (.tuple, .tuple):
      guard type(of: before) == type(of: after) else { return self.replaced(before, after, path: path, into: &lines) }
      for (oldChild, newChild) in zip(old.children, new.children) {
        self.changes(oldChild.value, newChild.value, path: "\(path).\(oldChild.label ?? "?")", into: &lines)
      }
    case (.enum, .enum), (.optional, .optional):
      guard let oldCase = old.children.first, let newCase = new.children.first, oldCase.label == newCase.label else {
        return self.replaced(before, after, path: path, into: &lines)
      }
      let name = old.displayStyle == .enum ? ".\(oldCase.label ?? "?")" : ""
      self.changes(oldCase.value, newCase.value, path: path + name, into: &lines)
    default:
      self.replaced(before, after, path: path, into: &lines)
    }
  }

  /// A part shown as its old and its new value, each compact.
  private static func replaced(_ before: Any, _ after: Any, path: String, into lines: inout [String]) {
    lines.append("\(path):")
    lines.append("- " + CompactDump.render(before, limit: self.entryLimit))
    lines.append("+ " + CompactDump.render(after, limit: self.entryLimit))
  }

  /// A large dictionary: its entries matched by key.
  private static func entryChanges(_ old: Mirror, _ new: Mirror, path: String, into lines: inout [String]) {
    guard let before = self.entries(old), let after = self.entries(new) else {
      return self.elementChanges(old, new, path: path, into: &lines)
    }
    var added: [AnyHashable] = []
    var changed: [AnyHashable] = []
    for (key, value) in after {
      guard let previous = before[key] else {
        added.append(key)
        continue
      }
      if Equality.same(previous, value) == false { changed.append(key) }
    }
    let removed = before.keys.filter { after[$0] == nil }
    lines.append(
      "\(path): \(self.counts(added: added.count, removed: removed.count, changed: changed.count)) "
        + "(\(CompactDump.grouped(before.count)) → \(CompactDump.grouped(after.count)) entries)")
    for key in self.first(added) {
      lines.append("+ [\(self.render(key.base))]: \(self.render(after[key] as Any))")
    }
    for key in self.first(removed) {
      lines.append("- [\(self.render(key.base))]: \(self.render(before[key] as Any))")
    }
    for key in self.first(changed) {
      lines.append("- [\(self.render(key.base))]: \(self.render(before[key] as Any))")
      lines.append("+ [\(self.render(key.base))]: \(self.render(after[key] as Any))")
    }
    self.appendMore(shown: self.shown(added, removed, changed), total: added.count + removed.count + changed.count, into: &lines)
  }

  /// A large array or set: its elements matched by value when they are `Hashable`, else by
  /// position.
  private static func elementChanges(_ old: Mirror, _ new: Mirror, path: String, into lines: inout [String]) {
    let before = old.children.map(\.value)
    let after = new.children.map(\.value)
    let oldSet = before.compactMap { $0 as? AnyHashable }
    let newSet = after.compactMap { $0 as? AnyHashable }
    let summary = "(\(CompactDump.grouped(before.count)) → \(CompactDump.grouped(after.count)) elements)"
    guard oldSet.count == before.count, newSet.count == after.count else {
      let changed = (0..<Swift.min(before.count, after.count)).filter { Equality.same(before[$0], after[$0]) == false }
      let added = Swift.max(0, after.count - before.count)
      let removed = Swift.max(0, before.count - after.count)
      lines.append("\(path): \(self.counts(added: added, removed: removed, changed: changed.count)) \(summary)")
      for index in changed.prefix(self.shownEntries) {
        lines.append("- [\(index)]: \(self.render(before[index]))")
        lines.append("+ [\(index)]: \(self.render(after[index]))")
      }
      self.appendMore(shown: Swift.min(changed.count, self.shownEntries), total: changed.count + added + removed, into: &lines)
      return
    }
    let oldMembers = Set(oldSet)
    let newMembers = Set(newSet)
    let added = newSet.filter { oldMembers.contains($0) == false }
    let removed = oldSet.filter { newMembers.contains($0) == false }
    lines.append("\(path): \(self.counts(added: added.count, removed: removed.count, changed: 0)) \(summary)")
    for element in added.prefix(self.shownEntries) {
      lines.append("+ \(self.render(element.base))")
    }
    for element in removed.prefix(self.shownEntries) {
      lines.append("- \(self.render(element.base))")
    }
    let shown = Swift.min(added.count, self.shownEntries) + Swift.min(removed.count, self.shownEntries)
    self.appendMore(shown: shown, total: added.count + removed.count, into: &lines)
  }

  /// A dictionary mirror's entries by key; nil when a key is not `Hashable` or an entry is not
  /// a key-value pair.
  private static func entries(_ mirror: Mirror) -> [AnyHashable: Any]? {
    var entries: [AnyHashable: Any] = [:]
    for child in mirror.children {
      let pair = Mirror(reflecting: child.value).children
      guard pair.count == 2, let key = pair.first?.value as? AnyHashable, let value = pair.dropFirst().first?.value else { return nil }
      entries[key] = value
    }
    return entries
  }

  /// The first few keys in the order their renderings sort, so the page shows the same ones
  /// each time.
  private static func first(_ keys: [AnyHashable]) -> [AnyHashable] {
    // The few smallest, kept in order while scanning: no sort of thousands of keys.
    var smallest: [(name: String, key: AnyHashable)] = []
    for key in keys {
      let name = String(describing: key.base)
      if smallest.count == self.shownEntries, let last = smallest.last, name >= last.name { continue }
      smallest.insert((name, key), at: smallest.firstIndex { name < $0.name } ?? smallest.count)
      if smallest.count > self.shownEntries { smallest.removeLast() }
    }
    return smallest.map(\.key)
  }

  private static func shown(_ groups: [AnyHashable]...) -> Int {
    groups.reduce(0) { $0 + Swift.min($1.count, self.shownEntries) }
  }

  private static func appendMore(shown: Int, total: Int, into lines: inout [String]) {
    guard total > shown else { return }
    lines.append("  … \(CompactDump.grouped(total - shown)) more in the full diff")
  }

  /// "3,121 added, 2 removed", leaving out the counts that are 0.
  static func counts(added: Int, removed: Int, changed: Int) -> String {
    let parts = [(added, "added"), (removed, "removed"), (changed, "changed")].filter { $0.0 > 0 }
    return parts.isEmpty ? "reordered" : parts.map { "\(CompactDump.grouped($0.0)) \($0.1)" }.joined(separator: ", ")
  }

  private static func render(_ value: Any) -> String {
    CompactDump.render(value, limit: self.entryLimit)
  }
}
