/// Which steps of a module's log one page of the DevTools page shows: the newest `size`, or the
/// `size` numbered below `before`, and where the links to newer and older pages go. Arithmetic
/// only; the page renders what it says.
struct LogPage: Equatable {
  /// The module's newest step.
  let latestStep: Int
  /// How many steps a page shows.
  let size: Int
  /// The newest step this page shows (0: none).
  let end: Int

  /// The page of the newest `size` steps, or of those numbered below `before`.
  init(latestStep: Int, before: Int?, size: Int) {
    self.latestStep = latestStep
    self.size = size
    self.end = Swift.min(latestStep, before.map { $0 > 0 ? $0 - 1 : 0 } ?? latestStep)
  }

  /// The steps shown are those numbered above this one, up to ``end``.
  var start: Int { Swift.max(0, self.end - self.size) }

  /// How many steps the page asks for.
  var limit: Int { self.end - self.start }

  /// Whether steps newer than this page exist.
  var hasNewer: Bool { self.end < self.latestStep }

  /// `before` of the page just newer than this one; nil when that page is the newest (its link
  /// is "Newest steps") or this one is.
  var newerPageBefore: Int? {
    self.hasNewer && self.end + self.size < self.latestStep ? self.end + 1 + self.size : nil
  }

  /// Whether older steps than `oldestShown` are still kept (`isKept` of the step just before it).
  static func hasOlder(than oldestShown: Int?, isKept: (Int) -> Bool) -> Bool {
    guard let oldestShown, oldestShown > 1 else { return false }
    return isKept(oldestShown - 1)
  }
}
