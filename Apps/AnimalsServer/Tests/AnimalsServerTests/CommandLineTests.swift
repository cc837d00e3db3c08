import Foundation
import TestSupport
import Testing

/// `animals-server`'s command line: `--host`, `--port` and `--log-level` are AppSupport's
/// `ListenOptions` (checked as every app checks them), `--max-operations` its own.
@Suite struct CommandLineTests {
  @Test(arguments: [
    (["--port", "70000"], "The port must be between 0 and 65535."),
    (["--log-level", "loud"], "Unknown log level “loud”."),
    (["--max-operations", "0"], "--max-operations must be between 1 and 1000."),
  ])
  func aBadValueIsRefusedWithWhatIsWrong(arguments: [String], message: String) async throws {
    let result = try await ChildProcess.run(ServerProcess.binary, arguments: arguments)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func theHelpListsTheSharedOptionsAndItsOwn() async throws {
    let result = try await ChildProcess.run(ServerProcess.binary, arguments: ["--help"])
    #expect(result.status == 0)
    for option in ["--host", "--port", "--log-level", "--database", "--max-operations"] {
      #expect(result.stdout.contains(option), "\(option) in \(result.stdout)")
    }
  }
}
