import ImmutableBinding
import Logging
import TestSupport

/// The ImmutableBinding debug lines logged while `body` runs that contain `marker`.
///
/// `body` runs synchronously on the main actor, where every selector logs, so no other test's
/// selector logs in between; the marker (a unique search text) still keeps the lines apart.
@MainActor func bindingLogLines(containing marker: String, _ body: () -> Void) -> [String] {
  let captured = CapturedLog()
  let previous = BindingLog.logger
  BindingLog.logger = captured.logger(label: "ImmutableBinding")
  BindingLog.level = .debug
  body()
  BindingLog.logger = previous
  return captured.lines.filter { $0.contains(marker) }
}
