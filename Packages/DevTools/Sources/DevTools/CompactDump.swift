import CustomDump
import Foundation

/// A one-line rendering of a value that may be huge (an action carrying a month of quakes): the
/// shape custom-dump gives (`Type.case(label: value)`), but each collection shows its first
/// few elements and how many more there are, and the whole text stops at a character limit.
/// It walks the value's `Mirror` only as far as it writes, so its cost follows the limit, not
/// the value's size.
enum CompactDump {
  /// How many elements of a collection are written before "… N more".
  static let shownElements = 3

  /// `value` in at most about `limit` characters.
  static func render(_ value: Any, limit: Int = 600) -> String {
    var output = Output(limit: limit)
    self.write(value, nested: false, into: &output)
    return output.text
  }

  /// Whether `value` has more than `budget` nodes (itself, its children, theirs...): the
  /// test for "too large to render or diff whole". Stops counting at the budget.
  static func isLarge(_ value: Any, budget: Int = 400) -> Bool {
    var remaining = budget
    return self.fits(value, &remaining) == false
  }

  private static func fits(_ value: Any, _ remaining: inout Int) -> Bool {
    remaining -= 1
    guard remaining >= 0 else { return false }
    for child in Mirror(reflecting: value).children where self.fits(child.value, &remaining) == false {
      return false
    }
    return true
  }

  /// Text cut at a limit, with "…" where it was cut.
  struct Output {
    let limit: Int
    private(set) var text = ""
    private(set) var isFull = false

    mutating func write(_ part: String) {
      guard self.isFull == false else { return }
      self.text += part
      if self.text.count > self.limit {
        self.text = String(self.text.prefix(self.limit)) + "…"
        self.isFull = true
      }
    }
  }

  static func write(_ value: Any, nested: Bool, into output: inout Output) {
    guard output.isFull == false else { return }
    let mirror = Mirror(reflecting: value)
    if self.isLeaf(value)
      || mirror.children.isEmpty && mirror.displayStyle != .collection && mirror.displayStyle != .set
        && mirror.displayStyle != .dictionary && mirror.displayStyle != .optional
    {
      output.write(self.leaf(value, mirror: mirror, nested: nested))
      return
    }
    switch mirror.displayStyle {
    case .optional:
      if let child = mirror.children.first {
        self.write(child.value, nested: nested, into: &output)
      } else {
        output.write("nil")
      }
    case .collection, .set:
      self.writeElements(mirror.children.lazy.map(\.value), into: &output) { element, output in
        self.write(element, nested: true, into: &output)
      }
    case .dictionary:
      self.writeElements(mirror.children.lazy.map(\.value), into: &output) { entry, output in
        let pair = Array(Mirror(reflecting: entry).children.prefix(2))
        guard pair.count == 2 else { return self.write(entry, nested: true, into: &output) }
        self.write(pair[0].value, nested: true, into: &output)
        output.write(": ")
        self.write(pair[1].value, nested: true, into: &output)
      }
    case .enum:
      guard let child = mirror.children.first else { return }
      output.write((nested ? "" : self.typeName(of: value)) + "." + (child.label ?? "") + "(")
      self.writePayload(child.value, into: &output)
      output.write(")")
    case .tuple:
      output.write("(")
      self.writeFields(mirror, into: &output)
      output.write(")")
    default:
      output.write(self.typeName(of: value) + "(")
      self.writeFields(mirror, into: &output)
      output.write(")")
    }
  }

  /// An enum case's associated values: one tuple of them, or a single value.
  private static func writePayload(_ payload: Any, into output: inout Output) {
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple {
      self.writeFields(mirror, into: &output)
    } else {
      self.write(payload, nested: true, into: &output)
    }
  }

  private static func writeFields(_ mirror: Mirror, into output: inout Output) {
    for (index, child) in mirror.children.enumerated() {
      guard output.isFull == false else { return }
      if index > 0 { output.write(", ") }
      // A tuple's unlabelled element is named `.0`, `.1`…: written without its label.
      if let label = child.label, label.hasPrefix(".") == false {
        output.write(label + ": ")
      }
      self.write(child.value, nested: true, into: &output)
    }
  }

  private static func writeElements<Elements: Collection>(
    _ elements: Elements, into output: inout Output, _ writeOne: (Elements.Element, inout Output) -> Void
  ) {
    output.write("[")
    var written = 0
    for element in elements.prefix(self.shownElements) {
      guard output.isFull == false else { return }
      if written > 0 { output.write(", ") }
      writeOne(element, &output)
      written += 1
    }
    let more = elements.count - written
    if more > 0 {
      output.write("\(written > 0 ? ", " : "")… \(Self.grouped(more)) more")
    }
    output.write("]")
  }

  /// Values custom-dump writes well on its own and whose mirrors say little.
  private static func isLeaf(_ value: Any) -> Bool {
    value is any StringProtocol || value is any Numeric || value is Bool || value is Date || value is UUID || value is URL
      || value is Data || value is Character
  }

  private static func leaf(_ value: Any, mirror: Mirror, nested: Bool) -> String {
    let text = String(customDumping: value)
    // A case without associated values inside another value reads `.name`, as in custom-dump.
    guard nested, mirror.displayStyle == .enum, let dot = text.lastIndex(of: ".") else { return text }
    return String(text[dot...])
  }

  /// The value's type without its module, as custom-dump names it.
  static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }

  /// `3121` as `3,121`, the same in every locale.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }
}
