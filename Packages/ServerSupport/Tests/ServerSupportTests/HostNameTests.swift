import ArgumentParser
import ServerOptions
import Testing

/// One rule for the names only this machine can reach, whoever asks.
@Suite struct HostNameTests {
  @Test(arguments: ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost", "LocalHost."])
  func loopbackAddressesAreRecognised(host: String) {
    #expect(HostName.isLoopback(host))
  }

  @Test(arguments: ["0.0.0.0", "[::]", "192.168.1.20", "metrics.example", "", "local host"])
  func addressesOtherMachinesReachAreNotLoopback(host: String) {
    #expect(!HostName.isLoopback(host))
  }

  @Test func namesAreNormalisedAsBrowsersSendThem() {
    #expect(HostName.normalised("Notes.LAN.") == "notes.lan")
    #expect(HostName.normalised("fe80::1") == "[fe80::1]")
    #expect(HostName.normalised("[::1]") == "[::1]")
    #expect(HostName.normalised("") == nil)
    #expect(HostName.normalised("a/b") == nil)
  }

  @Test func listenOptionsAskTheSameRule() throws {
    #expect(try ListenOptions.parse([]).isLoopback)
    #expect(try ListenOptions.parse(["--host", "::1"]).isLoopback)
    #expect(try !ListenOptions.parse(["--host", "0.0.0.0"]).isLoopback)
  }
}
