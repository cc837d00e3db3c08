import Foundation
import Testing

@testable import TestSupport

@Suite struct RunningProcessTests {
  static let shell = URL(fileURLWithPath: "/bin/sh")

  @Test func waitsForALineThenStopsTheChildAndKeepsItsOutput() async throws {
    let child = try RunningProcess.start(
      Self.shell,
      arguments: ["-c", "trap 'echo stopping; exit 0' TERM; echo 'listening on port 4242' >&2; while :; do sleep 0.05; done"]
    )
    let port = try await child.waitForOutput { log in
      log.range(of: "port ").map { Int(log[$0.upperBound...].prefix { $0.isNumber }) } ?? nil
    }
    #expect(port == 4242)
    #expect(child.isRunning)
    let stopped = await child.stop()
    #expect(stopped.status == 0)
    #expect(stopped.stdout.contains("listening on port 4242"))
    #expect(stopped.stdout.contains("stopping"))
    #expect(child.isRunning == false)
  }

  @Test func aChildThatIgnoresSIGTERMIsKilledAtTheLimit() async throws {
    let child = try RunningProcess.start(Self.shell, arguments: ["-c", "trap '' TERM; echo ready; while :; do sleep 0.05; done"])
    _ = try await child.waitForOutput { $0.contains("ready") ? true : nil }
    let stopped = await child.stop(within: .milliseconds(300))
    #expect(stopped.status == SIGKILL)
    #expect(child.isRunning == false)
  }

  @Test func aChildThatExitsBeforeItIsReadyThrowsWithItsOutput() async throws {
    let child = try RunningProcess.start(Self.shell, arguments: ["-c", "echo 'no database'; exit 3"])
    do {
      _ = try await child.waitForOutput { $0.contains("listening") ? true : nil }
      Issue.record("an exited child was taken as ready")
    } catch ChildProcessError.exitedBeforeReady(_, let status, let output) {
      #expect(status == 3)
      #expect(output == "no database\n")
    }
  }

  @Test func aStopEndsAChildThatKeepsTheDefaultActionOfSIGTERM() async throws {
    // A child inherits the spawning thread's signal mask; a blocked SIGTERM would leave this
    // sleep running until the SIGKILL at the limit.
    let child = try RunningProcess.start(Self.shell, arguments: ["-c", "echo ready; exec sleep 30"])
    _ = try await child.waitForOutput { $0.contains("ready") ? true : nil }
    let stopped = await child.stop(within: .seconds(30))
    #expect(stopped.status == SIGTERM)
  }

  @Test func aChildNeverReadyIsStoppedAtTheLimit() async throws {
    let child = try RunningProcess.start(Self.shell, arguments: ["-c", "echo starting; exec sleep 30"])
    do {
      _ = try await child.waitForOutput(within: .milliseconds(300)) { $0.contains("listening") ? true : nil }
      Issue.record("a child that never got ready was taken as ready")
    } catch ChildProcessError.notReady(_, _, let output) {
      #expect(output == "starting\n")
    }
    #expect(child.isRunning == false)
  }

  @Test func aGrandchildHoldingThePipeDoesNotHoldTheStop() async throws {
    // The background sleep keeps the output pipe's write end open after the shell is gone.
    let child = try RunningProcess.start(Self.shell, arguments: ["-c", "sleep 30 & echo ready; while :; do sleep 0.05; done"])
    _ = try await child.waitForOutput { $0.contains("ready") ? true : nil }
    let stopped = await child.stop(within: .seconds(30))
    #expect(stopped.status == SIGTERM)
    #expect(stopped.stdout == "ready\n")
  }
}
