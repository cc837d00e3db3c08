import AnimalsData
import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import Logging
import Observation
import TestSupport
import Testing

@testable import AnimalsUI

/// The module end to end on a real SQLite file in a temporary directory.
@MainActor @Suite struct AnimalsModuleTests {
  private static func started(
    _ directory: URL,
    module: AnimalsModule = AnimalsModule(),
    configuration: [String: String] = [:]
  ) async throws -> AnimalsModule {
    try await module.start(
      context: ModuleContext(dataDirectory: directory, logger: Logger(label: "animals-test"), configuration: configuration)
    )
    return module
  }

  private static func render(_ module: AnimalsModule, query: [String: String] = [:]) throws -> [String: String] {
    let view = try module.pages[0].makeView(PageRequest(location: "/animals", query: query))
    defer { view.tearDown() }
    return Dictionary(uniqueKeysWithValues: view.regions.map { ($0.id, $0.render()) })
  }

  private static func names(_ module: AnimalsModule, in categoryId: String) -> [String]? {
    module.running?.provider.store.select(AnimalsState.selectAnimalsValues(categoryId: categoryId, sort: \Animal.name)).map(\.name)
  }

  @Test func traceLoggingTurnsOnTheListenersStateLines() async throws {
    let directory = try TemporaryDirectory(prefix: "animals-trace")
    var logger = Logger(label: "animals-test")
    logger.logLevel = .trace
    let previous = AnimalsLog.level
    defer { AnimalsLog.level = previous }
    AnimalsLog.level = .critical
    let module = AnimalsModule()
    try await module.start(context: ModuleContext(dataDirectory: directory.url, logger: logger))
    #expect(AnimalsLog.level == .debug)
    await module.shutdown()
  }

  @Test func identityAndAssets() {
    let module = AnimalsModule()
    #expect(module.slug == "animals")
    #expect(module.title == "Animals")
    #expect(Set(module.actions.map(\.name)) == ["reload-sample-data", "delete-animal", "add-animal", "update-animal"])
    #expect(module.assets.map(\.name) == ["animals.css", "animals.js"])
    #expect(module.assets[0].isStylesheet)
  }
  @Test func theAssetsAreTheResourceFilesOfTheBundle() throws {
    let assets = AnimalsModule().assets
    let stylesheet = try #require(assets.first { $0.name == "animals.css" })
    #expect(stylesheet.contentType == "text/css; charset=utf-8")
    #expect(stylesheet.body.contains("@media (max-width: 52rem)"))
    let script = try #require(assets.first { $0.name == "animals.js" })
    #expect(script.contentType == "text/javascript; charset=utf-8")
    #expect(script.body.contains("showModal"))
    #expect(script.body.contains("Escape"))
  }

  @Test func theFirstPageAlreadyShowsTheSampleData() async throws {
    let temporary = try TemporaryDirectory(prefix: "animals-ui")
    let directory = temporary.url
    let module = try await Self.started(directory)
    #expect(FileManager.default.fileExists(atPath: directory.appending(path: "animals.sqlite").path))
    let regions = try Self.render(module, query: ["category": "Mammal", "animal": "Kangaroo"])
    #expect(
      regions.keys.sorted() == [
        "animals-alert", "animals-categories", "animals-detail", "animals-editor", "animals-list", "animals-script",
      ])
    #expect(regions["animals-categories"]?.contains(">Reptile</a>") == true)
    #expect(regions["animals-list"]?.contains(">Southern gibbon</a>") == true)
    #expect(regions["animals-detail"]?.contains("<dd>Herbivore</dd>") == true)
    #expect(regions["animals-alert"] == "")
    #expect(regions["animals-editor"] == "")
    await module.shutdown()
  }

  @Test func addingWaitsForTheSaveAndTheAnimalOutlivesARestart() async throws {
    let temporary = try TemporaryDirectory(prefix: "animals-ui")
    let directory = temporary.url
    let module = try await Self.started(directory)
    try await module.perform(.addAnimal, fields: ["draft": "D-1", "name": "Eagle", "diet": "Carnivore", "categoryId": "Bird"])
    // The post returned after the Listener's work: the redirect lands on the outcome.
    #expect(Self.names(module, in: "Bird") == ["Eagle", "House sparrow"])
    let sheet = try Self.render(module, query: ["category": "Bird", "editor": "add", "draft": "D-1", "saving": "1"])
    #expect(sheet["animals-editor"] == "")
    await module.shutdown()

    let relaunched = try await Self.started(directory)
    #expect(Self.names(relaunched, in: "Bird") == ["Eagle", "House sparrow"])
    await relaunched.shutdown()
  }

  @Test func editingDeletingAndReloadingGoThroughTheFile() async throws {
    let temporary = try TemporaryDirectory(prefix: "animals-ui")
    let directory = temporary.url
    let module = try await Self.started(directory)
    try await module.perform(.updateAnimal, fields: ["animalId": "Dog", "name": "Wolf", "diet": "Carnivore", "categoryId": "Mammal"])
    #expect(Self.names(module, in: "Mammal") == ["Cat", "Red kangaroo", "Southern gibbon", "Wolf"])
    try await module.perform(.deleteAnimal, fields: ["animalId": "Cat", "source": "detail"])
    #expect(Self.names(module, in: "Mammal") == ["Red kangaroo", "Southern gibbon", "Wolf"])
    let files = try await LocalStore<UUID>(url: directory.appending(path: "animals.sqlite")).fetchAnimalsQuery()
    #expect(Set(files.map(\.name)) == ["Wolf", "Red kangaroo", "Southern gibbon", "House sparrow", "Newt"])

    try await module.perform(.reloadSampleData, fields: [:])
    #expect(Self.names(module, in: "Mammal") == ["Cat", "Dog", "Red kangaroo", "Southern gibbon"])
    await module.shutdown()
  }

  @Test(arguments: [
    (AnimalsFormAction.addAnimal, ["draft": "D", "name": "", "diet": "Carnivore", "categoryId": "Bird"]),
    (.addAnimal, ["draft": "D", "name": "Eagle", "diet": "Carnivore", "categoryId": "Dinosaur"]),
    (.updateAnimal, ["animalId": "Unicorn", "name": "U", "diet": "Herbivore", "categoryId": "Mammal"]),
    (.deleteAnimal, ["animalId": "Unicorn", "source": "list"]),
    (.deleteAnimal, ["source": "list"]),
  ])
  func badInputIsAFormErrorAndLosesNothing(action: AnimalsFormAction, fields: [String: String]) async throws {
    let temporary = try TemporaryDirectory(prefix: "animals-ui")
    let directory = temporary.url
    let module = try await Self.started(directory)
    let before = try #require(module.running?.provider.store.state)
    await #expect(throws: FormError.self) { try await module.perform(action, fields: fields) }
    #expect(module.running?.provider.store.state == before)
    let stored = try await LocalStore<UUID>(url: directory.appending(path: "animals.sqlite")).fetchAnimalsQuery()
    #expect(stored.count == 6)
    await module.shutdown()
  }

  @Test func aFailedSaveKeepsTheEditorOpenWithTheMessage() async throws {
    let temporary = try TemporaryDirectory(prefix: "animals-ui")
    let directory = temporary.url
    let module = try await Self.started(directory, module: AnimalsModule(persistentStore: { _ in FailingWritesStore() }))
    try await module.perform(.addAnimal, fields: ["draft": "D-9", "name": "Eagle", "diet": "Carnivore", "categoryId": "Bird"])
    let query = [
      "category": "Bird", "editor": "add", "draft": "D-9", "saving": "1", "name": "Eagle", "diet": "Carnivore", "categoryId": "Bird",
    ]
    let editor = try #require(try Self.render(module, query: query)["animals-editor"])
    #expect(editor.contains("The animal could not be saved: "))
    #expect(editor.contains("the disk is full"))
    #expect(editor.contains(#"maxlength="200" value="Eagle"/>"#))
    #expect(Self.names(module, in: "Bird") == ["House sparrow"])
    await module.shutdown()
  }

  @Test func aRegionIsToldWhenAnotherTabChangedWhatItShows() async throws {
    let temporary = try TemporaryDirectory(prefix: "animals-ui")
    let directory = temporary.url
    let module = try await Self.started(directory)
    let view = try module.pages[0].makeView(PageRequest(location: "/animals?category=Bird", query: ["category": "Bird"]))
    let list = try #require(view.regions.first { $0.id == "animals-list" })
    let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
    let before = withObservationTracking {
      list.render()
    } onChange: {
      continuation.yield()
    }
    #expect(!before.contains("Eagle"))
    try await module.perform(.addAnimal, fields: ["draft": "D-2", "name": "Eagle", "diet": "Carnivore", "categoryId": "Bird"])
    var iterator = changes.makeAsyncIterator()
    _ = await iterator.next()
    #expect(await eventually { list.render().contains(">Eagle</a>") })
    view.tearDown()
    await module.shutdown()
  }

  @Test func aPageBeforeStartIsAnError() {
    #expect(throws: ModuleNotStarted(slug: "animals")) {
      _ = try AnimalsModule().pages[0].makeView(PageRequest(location: "/animals"))
    }
  }

  @Test func anUnknownStoreStopsTheStart() async throws {
    let temporary = try TemporaryDirectory(prefix: "animals-ui")
    let directory = temporary.url
    await #expect(throws: AnimalsModule.UnknownStore.self) {
      _ = try await Self.started(directory, configuration: [AnimalsModule.storeOption: "remote"])
    }
    #expect(throws: Never.self) { try AnimalsModule.validateStore("local") }
  }

  /// A remote store that cannot be reached: the module still starts, shows the failure, and
  /// never creates a local database behind the user's back.
  @Test func anUnreachableServerStartsWithAFailureShown() async throws {
    let temporary = try TemporaryDirectory(prefix: "animals-ui")
    let directory = temporary.url
    // Port 9 (discard) on loopback has no listener here: the connection is refused at once.
    let module = try await Self.started(directory, configuration: [AnimalsModule.storeOption: "http://127.0.0.1:9"])
    let status = module.running?.provider.store.select(AnimalsState.selectCategoriesStatus())
    guard case .failure(let message) = status else {
      Issue.record("expected a failure status, got \(String(describing: status))")
      return
    }
    #expect(!message.isEmpty)
    #expect(try Self.render(module)["animals-categories"]?.contains(message) == true)
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "animals.sqlite").path))
  }
}
