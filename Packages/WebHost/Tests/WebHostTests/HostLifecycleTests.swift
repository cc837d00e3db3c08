import DomainRegistry
import Foundation
import Logging
import TestSupport
import Testing

@testable import WebHost

@MainActor @Suite struct HostLifecycleTests {
  @Test func startGivesEachModuleItsContextAndShutdownReleasesIt() async throws {
    let fixture = try HostFixture()
    try await fixture.host.startModules()
    let context = try #require(fixture.module.startedContext)
    #expect(context.dataDirectory == fixture.host.configuration.dataDirectory)
    #expect(FileManager.default.fileExists(atPath: context.dataDirectory.path))
    #expect(context.logger.label == "immutabledata.fake")
    await fixture.host.shutdownModules()
    await fixture.host.shutdownModules()
    #expect(fixture.module.shutdownCount == 1)
  }

  @Test func reservedSlugIsRefused() async throws {
    let registry = ModuleRegistry()
    try registry.register(FakeModule(slug: "healthz"))
    let directory = try TemporaryDirectory(prefix: "webhost")
    let host = WebHost(registry: registry, configuration: HostConfiguration(dataDirectory: directory.url))
    await #expect(throws: HostError.reservedSlug("healthz")) { try await host.startModules() }
  }
}
