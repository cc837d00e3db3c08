import Foundation

/// One line of the results table.
struct Row {
  var id: String
  var what: String
  var median: String
  var baseline: String
  var ratio: Double
  var goal: String
  /// `nil` for a contrast row that has no goal of its own.
  var holds: Bool?
}

func printTable(_ rows: [Row]) {
  let header = ["id", "what", "median", "baseline median", "ratio", "goal", "holds?"]
  let cells = rows.map {
    [$0.id, $0.what, $0.median, $0.baseline, String(format: "%.2fx", $0.ratio), $0.goal, $0.holds.map { $0 ? "yes" : "NO" } ?? "-"]
  }
  let widths = header.indices.map { column in
    ([header] + cells).map { $0[column].count }.max() ?? 0
  }
  func line(_ values: [String]) -> String {
    "| " + zip(values, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
  }
  print(line(header))
  print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
  for row in cells { print(line(row)) }
}
