import Foundation

// Prints one table of the issue-10 benchmarks. Arguments name the benchmarks to run (B1 B4 …;
// none runs all); `--b3-child MODE` is the per-process half of B3.
let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--b3-child" {
  let bytes = await runB3Child(mode: arguments[2])
  print(bytes)
  exit(0)
}

@MainActor func runAll(selected: Set<String>) async {
  func wanted(_ id: String) -> Bool { selected.isEmpty || selected.contains(id) }
  var rows: [Row] = []
  if wanted("B1") || wanted("B2") {
    let b1 = benchmarkB1()
    rows.append(b1.row)
    if wanted("B2") { rows += await benchmarkB2(b1Nanos: b1.storeNanos) }
  }
  if wanted("B3") { rows += benchmarkB3() }
  if wanted("B4") { rows += benchmarkB4() }
  if wanted("B5") { rows += await benchmarkB5() }
  if wanted("B6") || wanted("B7") { rows += await benchmarkB6B7(b6: wanted("B6"), b7: wanted("B7")) }
  if wanted("B8") { rows += await benchmarkB8() }
  if wanted("B9") { rows += await benchmarkB9() }
  printTable(rows)
}
await runAll(selected: Set(arguments.dropFirst().map { $0.uppercased() }))
