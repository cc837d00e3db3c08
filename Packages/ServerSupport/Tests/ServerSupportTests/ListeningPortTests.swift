import ArgumentParser
import NIOCore
import ServerOptions
import Testing

/// A server checks its address before it opens any data, and says what to do when it cannot listen.
@Suite struct ListeningPortTests {
  @Test func aPortInUseIsNamedWithWhatToDo() async throws {
    let (channel, port) = try await occupiedLoopbackPort()
    await #expect(throws: ListeningPortError.portInUse(host: "127.0.0.1", port: port)) {
      try await ListeningPort.checkAvailable(host: "127.0.0.1", port: port)
    }
    let message = ListeningPortError.portInUse(host: "127.0.0.1", port: port).description
    #expect(message.contains("Port \(port) on 127.0.0.1 is already in use"))
    #expect(message.contains("--port"))
    try await channel.close()
    // Free again: the check passes and leaves the port free for the server.
    try await ListeningPort.checkAvailable(host: "127.0.0.1", port: port)
    try await ListeningPort.checkAvailable(host: "127.0.0.1", port: port)
  }

  @Test func portZeroAlwaysPasses() async throws {
    try await ListeningPort.checkAvailable(host: "127.0.0.1", port: 0)
  }

  @Test func anAddressThisMachineDoesNotHaveCannotBeListenedOn() async throws {
    // 192.0.2.0/24 is reserved for documentation: no machine has it.
    await #expect {
      try await ListeningPort.checkAvailable(host: "192.0.2.1", port: 8080)
    } throws: { error in
      guard case .cannotListen(host: "192.0.2.1", port: 8080, _)? = error as? ListeningPortError else { return false }
      return (error as? ListeningPortError)?.description.contains("Check --host") == true
    }
  }

  @Test func listenOptionsCheckTheirOwnAddress() async throws {
    let (channel, port) = try await occupiedLoopbackPort()
    defer { channel.close(promise: nil) }
    let options = try ListenOptions.parse(["--port", "\(port)"])
    await #expect(throws: ListeningPortError.portInUse(host: "127.0.0.1", port: port)) {
      try await options.checkPortIsFree()
    }
  }
}
