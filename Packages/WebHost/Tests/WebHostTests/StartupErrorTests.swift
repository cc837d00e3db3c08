import DomainRegistry
import Foundation
import NIOCore
import NIOPosix
import TestSupport
import Testing

@testable import WebHost

/// A host that cannot start says why, before any module opens its data.
@MainActor @Suite struct StartupErrorTests {
  /// A listener on a free loopback port, as another process would hold it.
  private func occupiedPort() async throws -> (any Channel, Int) {
    let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .bind(host: "127.0.0.1", port: 0).get()
    return (channel, try #require(channel.localAddress?.port))
  }

  @Test func runWithAPortInUseStartsNoModule() async throws {
    let (channel, port) = try await self.occupiedPort()
    defer { channel.close(promise: nil) }
    let directory = try TemporaryDirectory(prefix: "webhost")
    let module = FakeModule(slug: "fake")
    let registry = ModuleRegistry()
    try registry.register(module)
    let host = WebHost(
      registry: registry,
      configuration: HostConfiguration(port: port, dataDirectory: directory.url.appending(path: "data"))
    )
    await #expect(throws: HostError.portInUse(host: "127.0.0.1", port: port)) { try await host.run() }
    #expect(module.startedContext == nil)
    #expect(FileManager.default.fileExists(atPath: directory.url.appending(path: "data").path) == false)
  }

  @Test func aDataDirectoryThatIsAFileIsRefusedWithWhatToDo() async throws {
    let directory = try TemporaryDirectory(prefix: "webhost")
    let file = directory.url.appending(path: "data")
    try Data("not a directory".utf8).write(to: file)
    let module = FakeModule(slug: "fake")
    let registry = ModuleRegistry()
    try registry.register(module)
    let host = WebHost(registry: registry, configuration: HostConfiguration(dataDirectory: file))
    await #expect(throws: HostError.invalidDataDirectory(file.path, reason: "it is a file, not a directory")) {
      try await host.startModules()
    }
    #expect(module.startedContext == nil)
    #expect(HostError.invalidDataDirectory(file.path, reason: "x").description.contains("--data-dir"))
  }
}
