import Logging
import Testing

@testable import ImmutableBinding

/// Collects log lines; only touched from the main actor, where selectors log.
private final class CapturedLines: @unchecked Sendable {
  // Safety: the handler below writes only from main-actor code (selector updates) and the test
  // reads on the main actor, so there is no concurrent access.
  var lines: [(level: Logger.Level, message: String)] = []
}

private struct CapturingHandler: LogHandler {
  let captured: CapturedLines
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .critical

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { self.metadata[key] }
    set { self.metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    self.captured.lines.append((level: event.level, message: event.message.description))
  }
}

@MainActor @Suite struct BindingLogTests {
  /// Runs `body` with a capturing logger at `level`, synchronously, then restores the logger.
  private func capture(level: Logger.Level?, _ body: () -> Void) -> [String] {
    let captured = CapturedLines()
    let previous = BindingLog.logger
    BindingLog.logger = Logger(label: "ImmutableBinding") { _ in CapturingHandler(captured: captured) }
    if let level { BindingLog.level = level }
    body()
    BindingLog.logger = previous
    return captured.lines.map(\.message)
  }

  @Test func aLabelledSelectorLogsItsUpdateStepsAtDebugLevel() throws {
    let store = TestStore()
    let lines = capture(level: .debug) {
      let selector = Selector(
        store,
        label: "SelectFirst",
        dependencySelector: { @Sendable in $0.first },
        outputSelector: { $0.output }
      )
      _ = selector.output
    }
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasPrefix("[ImmutableBinding][AsyncListener]: 0x") })
    #expect(lines.allSatisfy { $0.contains("ObjectIdentifier") == false })
    // The book's address: `0x` and 16 hex digits, the same on every line of one selector.
    let addresses = Set(lines.map { $0.split(separator: " ")[1] })
    #expect(addresses.count == 1)
    let address = try #require(addresses.first)
    #expect(address.count == 18 && address.dropFirst(2).allSatisfy(\.isHexDigit))
    #expect(lines.map { $0.hasSuffix(" Update: SelectFirst") } == [true, false, false])
    #expect(lines.map { $0.hasSuffix(" Update Dependency: SelectFirst") } == [false, true, false])
    #expect(lines.map { $0.hasSuffix(" Update Output: SelectFirst") } == [false, false, true])
  }

  @Test func loggingIsOffByDefault() {
    let store = TestStore()
    #expect(BindingLog.level == .critical)
    let lines = capture(level: nil) {
      _ = Selector(store, label: "SelectOutput", outputSelector: { $0.output }).output
    }
    #expect(lines.isEmpty)
  }

  @Test func anUnlabelledSelectorNeverLogs() {
    let store = TestStore()
    let lines = capture(level: .trace) {
      _ = Selector(store, outputSelector: { $0.output }).output
    }
    #expect(lines.isEmpty)
  }
}
