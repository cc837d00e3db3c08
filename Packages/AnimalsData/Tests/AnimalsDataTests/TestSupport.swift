import Foundation
import HashTreeCollections
import ImmutableData
import Testing

@testable import AnimalsData

/// A state holding `categories` and `animals`, with the given statuses.
func makeState(
  categories: [AnimalsData.Category] = Category.samples,
  animals: [Animal] = Animal.samples,
  categoriesStatus: Status? = nil,
  animalsStatus: Status? = nil,
  queue: [Animal.ID: Status] = [:]
) -> AnimalsState {
  var state = AnimalsState()
  for category in categories {
    state.categories.data[category.id] = category
  }
  for animal in animals {
    state.animals.data[animal.id] = animal
  }
  state.categories.status = categoriesStatus
  state.animals.status = animalsStatus
  for (id, status) in queue {
    state.animals.queue[id] = status
  }
  return state
}

/// Ids "animal-1", "animal-2", … in order, so tests know the id of what they add.
final class SequentialIds: Sendable {
  private let counter = Mutex(0)

  func next() -> String {
    let number = self.counter.withLock { value in
      value += 1
      return value
    }
    return "animal-\(number)"
  }
}

/// A tiny lock for the id stub; `Synchronization.Mutex` needs macOS 15 on the platform list.
final class Mutex<Value>: @unchecked Sendable {
  // Safe: every access to `value` goes through `lock`.
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) {
    self.value = value
  }

  func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    self.lock.lock()
    defer { self.lock.unlock() }
    return try body(&self.value)
  }
}

struct Failure: LocalizedError, Equatable {
  let errorDescription: String?

  init(_ description: String) {
    self.errorDescription = description
  }
}

/// A persistent store double: canned results, and a log of every call in the order they ran.
actor StubStore: PersistentSessionPersistentStore {
  enum Call: Hashable, Sendable {
    case fetchAnimals
    case addAnimal(name: String, diet: Animal.Diet, categoryId: String)
    case updateAnimal(animalId: String, name: String, diet: Animal.Diet, categoryId: String)
    case deleteAnimal(animalId: String)
    case fetchCategories
    case reloadSampleData
    case finished
  }

  var failure: Failure?
  private(set) var calls: [Call] = []
  /// When set, the first call waits for `release()` and every call logs `.finished`.
  private var holdsFirstCall: Bool
  private var held: CheckedContinuation<Void, Never>?

  init(failure: Failure? = nil, holdsFirstCall: Bool = false) {
    self.failure = failure
    self.holdsFirstCall = holdsFirstCall
  }

  func release() {
    self.held?.resume()
    self.held = nil
  }

  private func record<T>(_ call: Call, _ value: T) async throws -> T {
    self.calls.append(call)
    if self.holdsFirstCall {
      if self.calls.count == 1 {
        await withCheckedContinuation { self.held = $0 }
      }
      self.calls.append(.finished)
    }
    if let failure {
      throw failure
    }
    return value
  }

  func fetchAnimalsQuery() async throws -> [Animal] {
    try await self.record(.fetchAnimals, Animal.samples)
  }

  func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    try await self.record(
      .addAnimal(name: name, diet: diet, categoryId: categoryId),
      Animal(animalId: "new", name: name, diet: diet, categoryId: categoryId)
    )
  }

  func updateAnimalMutation(animalId: String, name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    try await self.record(
      .updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId),
      Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
    )
  }

  func deleteAnimalMutation(animalId: String) async throws -> Animal {
    try await self.record(.deleteAnimal(animalId: animalId), Animal.samples.first { $0.animalId == animalId } ?? .dog)
  }

  func fetchCategoriesQuery() async throws -> [AnimalsData.Category] {
    try await self.record(.fetchCategories, Category.samples)
  }

  func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [AnimalsData.Category]) {
    try await self.record(.reloadSampleData, (animals: Animal.samples, categories: Category.samples))
  }
}

/// Dispatches `action` and returns the first data action the Listener's work produced.
@MainActor
func dispatchAndAwaitResult(
  _ store: Store<AnimalsState, AnimalsAction>,
  _ action: AnimalsAction
) async throws -> AnimalsAction.Data.PersistentSession? {
  let stream = store.makeStream()
  try store.dispatch(action: action)
  for await (_, action) in stream {
    if case .data(.persistentSession(let result)) = action {
      return result
    }
  }
  return nil
}
