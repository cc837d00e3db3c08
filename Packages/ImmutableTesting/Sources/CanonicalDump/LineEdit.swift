/// One change between two lists of lines: `oldCount` lines at `oldStart` of the old list
/// become `newCount` lines at `newStart` of the new list (0-based).
struct LineEdit: Hashable, Sendable {
  var oldStart: Int
  var oldCount: Int
  var newStart: Int
  var newCount: Int
}
