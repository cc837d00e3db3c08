import Logging
import Testing

@testable import TestSupport

@Suite struct CapturingLogHandlerTests {
  @Test func recordsLevelAndMessageFromTheLoggersLevelUp() {
    let log = CapturedLog()
    var logger = log.logger(label: "test")
    logger.debug("hidden")
    logger.logLevel = .info
    logger.debug("still hidden")
    logger.info("shown")
    logger.error("also shown")
    #expect(log.entries == [.init(level: .info, message: "shown"), .init(level: .error, message: "also shown")])
    #expect(log.lines == ["shown", "also shown"])
  }

  @Test func recordsNothingUntilTheLevelIsLowered() {
    let log = CapturedLog()
    let logger = log.logger(label: "test")
    logger.error("quiet")
    logger.critical("loud")
    #expect(log.lines == ["loud"])
  }

  @Test func keepsMetadataPerLogger() {
    var handler = CapturingLogHandler(CapturedLog(), logLevel: .trace)
    handler[metadataKey: "request"] = "1"
    #expect(handler[metadataKey: "request"] == "1")
    #expect(handler.metadata == ["request": "1"])
  }

  @Test func concurrentLoggersLoseNoLine() async {
    let log = CapturedLog()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          let logger = log.logger(label: "task-\(task)", logLevel: .trace)
          for line in 0..<100 { logger.info("\(task)-\(line)") }
        }
      }
    }
    #expect(Set(log.lines).count == 800)
  }
}
