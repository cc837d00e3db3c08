import Foundation
import HashTreeCollections
import Testing

@testable import AnimalsData

/// Changes from a server's change feed: their JSON, how the reducer applies them and which
/// selectors they wake.
@Suite struct ChangeFeedTests {
  func reduce(_ state: AnimalsState, _ action: AnimalsAction.Data.ChangeFeed) throws -> AnimalsState {
    try AnimalsReducer.reduce(state: state, action: .data(.changeFeed(action)))
  }

  @Test func anAddedAnimalIsInsertedAndStatusesStayAsTheyWere() throws {
    let eagle = Animal(animalId: "Eagle", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let state = makeState(categoriesStatus: .success, animalsStatus: .waiting, queue: ["Dog": .waiting])
    let next = try self.reduce(state, .didReceiveChange(change: .animalAdded(eagle)))
    #expect(next.animals.data["Eagle"] == eagle)
    #expect(next.animals.data.count == Animal.samples.count + 1)
    #expect(next.animals.status == .waiting && next.categories.status == .success)
    #expect(next.animals.queue["Dog"] == .waiting)
  }

  @Test func anUpdatedAnimalReplacesTheOneWithItsIdAndAnUnknownOneIsAdded() throws {
    let wolf = Animal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")
    let state = makeState()
    #expect(try self.reduce(state, .didReceiveChange(change: .animalUpdated(wolf))).animals.data["Dog"] == wolf)
    let empty = makeState(animals: [])
    #expect(try self.reduce(empty, .didReceiveChange(change: .animalUpdated(wolf))).animals.data["Dog"] == wolf)
  }

  @Test func aDeletedAnimalIsRemovedAndAnUnknownIdChangesNothing() throws {
    let state = makeState()
    let next = try self.reduce(state, .didReceiveChange(change: .animalDeleted(animalId: "Dog")))
    #expect(next.animals.data["Dog"] == nil)
    #expect(next.animals.data.count == Animal.samples.count - 1)
    #expect(try self.reduce(state, .didReceiveChange(change: .animalDeleted(animalId: "Unicorn"))) == state)
  }

  @Test func resynchronisingReplacesBothDomainsAndMarksThemLoaded() throws {
    let eagle = Animal(animalId: "Eagle", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let bird = AnimalsData.Category(categoryId: "Bird", name: "Bird")
    let state = makeState(categoriesStatus: .failure(error: "x"), animalsStatus: nil)
    let next = try self.reduce(state, .didResynchronize(animals: [eagle], categories: [bird]))
    #expect(Array(next.animals.data.values) == [eagle])
    #expect(Array(next.categories.data.values) == [bird])
    #expect(next.animals.status == .success && next.categories.status == .success)
  }

  @Test func aFailedResynchronisationKeepsTheRowsAndShowsTheFailureUnlessAFetchIsWaiting() throws {
    let state = makeState(categoriesStatus: .success, animalsStatus: .success, queue: ["Dog": .waiting])
    let next = try self.reduce(state, .didFailToResynchronize(error: "The server answered HTTP 503."))
    #expect(next.animals.data == state.animals.data && next.categories.data == state.categories.data)
    #expect(next.categories.status == .failure(error: "The server answered HTTP 503."))
    #expect(next.animals.status == .failure(error: "The server answered HTTP 503."))
    #expect(next.animals.queue["Dog"] == .waiting)
    // This client's own fetch keeps its status: its outcome arrives with its own action.
    let fetching = makeState(categoriesStatus: .waiting, animalsStatus: .success)
    let failed = try self.reduce(fetching, .didFailToResynchronize(error: "down"))
    #expect(failed.categories.status == .waiting && failed.animals.status == .failure(error: "down"))
    // The next good resynchronisation clears it.
    let back = try self.reduce(
      next, .didResynchronize(animals: Array(state.animals.data.values), categories: Array(state.categories.data.values)))
    #expect(back.categories.status == .success && back.animals.status == .success)
  }

  @Test func onlyChangesTouchingACategoryWakeItsAnimalSelector() {
    let state = makeState()
    let mammals = AnimalsFilter.filterAnimals(categoryId: "Mammal")
    let birds = AnimalsFilter.filterAnimals(categoryId: "Bird")
    let dogToBird = AnimalsAction.data(
      .changeFeed(
        .didReceiveChange(
          change: .animalUpdated(Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Bird"))
        )))
    #expect(mammals(state, dogToBird) && birds(state, dogToBird))
    let deleteDog = AnimalsAction.data(.changeFeed(.didReceiveChange(change: .animalDeleted(animalId: "Dog"))))
    #expect(mammals(state, deleteDog) && birds(state, deleteDog) == false)
    let addFish = AnimalsAction.data(
      .changeFeed(
        .didReceiveChange(
          change: .animalAdded(Animal(animalId: "Nemo", name: "Nemo", diet: .omnivorous, categoryId: "Fish"))
        )))
    #expect(mammals(state, addFish) == false && birds(state, addFish) == false)
    let resync = AnimalsAction.data(.changeFeed(.didResynchronize(animals: [], categories: [])))
    #expect(mammals(state, resync) && AnimalsFilter.filterCategories()(state, resync))
    #expect(AnimalsFilter.filterCategories()(state, deleteDog) == false)
  }

  @Test func changesHaveAFlatJSONShapeAndRoundTrip() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let eagle = Animal(animalId: "E", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(
      String(decoding: try encoder.encode(AnimalsChange.animalDeleted(animalId: "E")), as: UTF8.self)
        == #"{"animalId":"E","kind":"animalDeleted"}"#)
    #expect(String(decoding: try encoder.encode(AnimalsChange.sampleDataReloaded), as: UTF8.self) == #"{"kind":"sampleDataReloaded"}"#)
    for change in [AnimalsChange.animalAdded(eagle), .animalUpdated(eagle), .animalDeleted(animalId: "E"), .sampleDataReloaded] {
      #expect(try JSONDecoder().decode(AnimalsChange.self, from: encoder.encode(change)) == change)
    }
  }

  @Test(arguments: [#"{"kind":"animalExploded"}"#, #"{"kind":"animalAdded"}"#, #"{"animalId":"E"}"#, "[]"])
  func aChangeItCannotReadIsADecodingError(json: String) {
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(AnimalsChange.self, from: Data(json.utf8))
    }
  }
}
