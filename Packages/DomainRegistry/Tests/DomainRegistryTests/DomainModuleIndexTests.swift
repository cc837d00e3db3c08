import DomainRegistry
import Testing

@MainActor
private final class PlainModule: DomainModule {
  let slug = "plain"
  let title = "Plain"
  func start(context: ModuleContext) async throws {}
  var pages: [Page] { [] }
  var actions: [FormAction] { [] }
}

@MainActor
private final class DescribedModule: DomainModule {
  let slug = "described"
  let title = "Described"
  let summary = "Counts things."
  var count = 0
  func start(context: ModuleContext) async throws {}
  var pages: [Page] { [] }
  var actions: [FormAction] { [] }
  func status() -> String? { "\(count) things" }
}

@MainActor @Suite struct DomainModuleIndexTests {
  @Test func moduleWithoutSummaryOrStatusShowsNeither() {
    let module: any DomainModule = PlainModule()
    #expect(module.summary.isEmpty)
    #expect(module.status() == nil)
  }

  @Test func moduleOwnSummaryAndLiveStatusAreUsed() {
    let described = DescribedModule()
    let module: any DomainModule = described
    #expect(module.summary == "Counts things.")
    #expect(module.status() == "0 things")
    described.count = 3
    #expect(module.status() == "3 things")
  }
}
