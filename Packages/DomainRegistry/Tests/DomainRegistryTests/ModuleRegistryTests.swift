import DomainRegistry
import Foundation
import Testing

@MainActor
private final class StubModule: DomainModule {
  let slug: String
  let title: String
  init(_ slug: String) {
    self.slug = slug
    self.title = slug.capitalized
  }
  func start(context: ModuleContext) async throws {}
  var pages: [Page] { [] }
  var actions: [FormAction] { [] }
}

@MainActor @Suite struct ModuleRegistryTests {
  private func registry(_ slugs: String...) throws -> ModuleRegistry {
    let registry = ModuleRegistry()
    for slug in slugs { try registry.register(StubModule(slug)) }
    return registry
  }

  @Test func modulesKeepRegistrationOrder() throws {
    let registry = try registry("quakes", "counter", "animals")
    #expect(registry.modules.map(\.slug) == ["quakes", "counter", "animals"])
  }

  @Test func duplicateSlugIsRejectedAndTheFirstKept() throws {
    let registry = try registry("counter")
    let first = try #require(registry.module(slug: "counter"))
    #expect(throws: RegistryError.duplicateSlug("counter")) { try registry.register(StubModule("counter")) }
    #expect(registry.modules.count == 1)
    #expect(registry.module(slug: "counter") === first)
  }

  @Test(arguments: ["", "Counter", "9lives", "_events", "a b", "caf\u{e9}", "a/b"])
  func invalidSlugsAreRejected(slug: String) throws {
    let registry = ModuleRegistry()
    #expect(throws: RegistryError.invalidSlug(slug)) { try registry.register(StubModule(slug)) }
    #expect(registry.modules.isEmpty)
  }

  @Test(arguments: ["counter", "quakes-2", "a"])
  func validSlugsAreAccepted(slug: String) throws {
    #expect(try registry(slug).module(slug: slug) != nil)
  }

  @Test func lookupOfAnUnknownSlugIsNil() throws {
    #expect(try registry("counter").module(slug: "animals") == nil)
  }

  @Test func enablingASubsetServesOnlyThoseInRegistrationOrder() throws {
    let registry = try registry("animals", "counter", "quakes")
    try registry.enable(only: ["quakes", "animals"])
    #expect(registry.modules.map(\.slug) == ["animals", "quakes"])
    #expect(registry.module(slug: "counter") == nil)
    #expect(registry.registeredSlugs == ["animals", "counter", "quakes"])
  }

  @Test func enablingUnknownNamesFailsAndChangesNothing() throws {
    let registry = try registry("animals", "counter")
    #expect(throws: RegistryError.unknownSlugs(["quake", "x"], available: ["animals", "counter"])) {
      try registry.enable(only: ["counter", "quake", "x"])
    }
    #expect(registry.modules.map(\.slug) == ["animals", "counter"])
  }

  @Test func enablingNothingIsAnError() throws {
    #expect(throws: RegistryError.noModulesEnabled) { try registry("counter").enable(only: []) }
  }

  @Test func unknownNamesErrorListsWhatIsAvailable() {
    let error = RegistryError.unknownSlugs(["quake"], available: ["animals", "quakes"])
    #expect(error.description == "Unknown module: quake. Available: animals, quakes.")
  }
}
