import Foundation
import Testing

@testable import TestSupport

@Suite struct ChildProcessTests {
  static let shell = URL(fileURLWithPath: "/bin/sh")

  @Test func capturesStandardOutputStandardErrorAndTheExitStatus() async throws {
    let run = try await ChildProcess.run(Self.shell, arguments: ["-c", "printf out; printf err >&2; exit 3"])
    #expect(run == CompletedProcess(status: 3, stdout: "out", stderr: "err"))
  }

  @Test func passesStandardInputAndAddedEnvironmentVariables() async throws {
    let run = try await ChildProcess.run(
      Self.shell,
      arguments: ["-c", "cat; printf \" $GREETING\""],
      environment: ["GREETING": "hello"],
      standardInput: Data("from stdin".utf8)
    )
    #expect(run.status == 0)
    #expect(run.stdout == "from stdin hello")
  }

  @Test func withoutInputTheChildReadsAnEmptyStandardInput() async throws {
    let run = try await ChildProcess.run(Self.shell, arguments: ["-c", "cat; echo end"])
    #expect(run.stdout == "end\n")
  }

  @Test func drainsAnOutputLargerThanAPipeBuffer() async throws {
    // 1 MiB: far more than the 64 KiB a pipe holds before the writer blocks.
    let run = try await ChildProcess.run(Self.shell, arguments: ["-c", "head -c 1048576 /dev/zero | tr '\\0' x"])
    #expect(run.status == 0)
    #expect(run.stdout.utf8.count == 1_048_576)
  }

  @Test func killsAChildThatOutlivesItsTimeLimit() async throws {
    do {
      _ = try await ChildProcess.run(Self.shell, arguments: ["-c", "echo started; exec sleep 30"], timeLimit: .milliseconds(300))
      Issue.record("a sleeping child was not stopped")
    } catch ChildProcessError.timedOut(let executable, _, let stdout, _) {
      #expect(executable == "/bin/sh")
      #expect(stdout == "started\n")
    }
  }

  @Test func aMissingExecutableThrows() async {
    await #expect(throws: (any Error).self) {
      _ = try await ChildProcess.run(URL(fileURLWithPath: "/nonexistent/tool"))
    }
  }

  @Test func builtProductsAreFoundNextToTheTestRunner() {
    let product = ChildProcess.builtProduct("some-tool")
    #expect(product.lastPathComponent == "some-tool")
    #expect(product.deletingLastPathComponent() == ChildProcess.productsDirectory)
  }
}
