import AnimalsData
import ArgumentParser
import Foundation
import HashTreeCollections
import ImmutableData

struct Add: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Add an animal and print it with its new id.")

  @OptionGroup var options: StoreOptions

  @Option(help: "The animal's name.")
  var name: String

  @Option(help: "Herbivore, Carnivore or Omnivore.")
  var diet: Animal.Diet

  @Option(help: "The category id, e.g. Mammal (see `categories`).")
  var category: String

  @MainActor
  func run() async throws {
    let session = try await CommandSession.open(self.options)
    let before = session.store.select(AnimalsState.selectAnimals(categoryId: self.category))
    // The placeholder id only keys this add's status, as the app's editor does.
    let id = UUID().uuidString
    try await session.run(
      .animalEditor(.onTapAddAnimalButton(id: id, name: self.name, diet: self.diet, categoryId: self.category)),
      session.session.addAnimalMutation(id: id, name: self.name, diet: self.diet, categoryId: self.category)
    )
    let after = session.store.select(AnimalsState.selectAnimals(categoryId: self.category))
    for (animalId, animal) in after where before[animalId] == nil {
      print("added \(line(animal))")
    }
  }
}

struct Update: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Change an animal's name, diet or category.")

  @OptionGroup var options: StoreOptions

  @Argument(help: "The animal id (see `list`).")
  var id: String

  @Option(help: "The new name.")
  var name: String?

  @Option(help: "The new diet: Herbivore, Carnivore or Omnivore.")
  var diet: Animal.Diet?

  @Option(help: "The new category id.")
  var category: String?

  @MainActor
  func run() async throws {
    let session = try await CommandSession.open(self.options)
    let current = session.animal(self.id)
    // With an unknown id the reducer refuses the action with a clear message.
    let name = self.name ?? current?.name ?? ""
    let diet = self.diet ?? current?.diet ?? .omnivorous
    let categoryId = self.category ?? current?.categoryId ?? ""
    try await session.run(
      .animalEditor(.onTapUpdateAnimalButton(animalId: self.id, name: name, diet: diet, categoryId: categoryId)),
      session.session.updateAnimalMutation(animalId: self.id, name: name, diet: diet, categoryId: categoryId)
    )
    if let animal = session.animal(self.id) {
      print("updated \(line(animal))")
    }
  }
}

struct Delete: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Delete an animal.")

  @OptionGroup var options: StoreOptions

  @Argument(help: "The animal id (see `list`).")
  var id: String

  @MainActor
  func run() async throws {
    let session = try await CommandSession.open(self.options)
    let animal = session.animal(self.id)
    try await session.run(
      .animalDetail(.onTapDeleteSelectedAnimalButton(animalId: self.id)),
      session.session.deleteAnimalMutation(animalId: self.id)
    )
    if let animal {
      print("deleted \(line(animal))")
    }
  }
}

struct Reload: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replace every animal and category with the sample data (deletes all changes)."
  )

  @OptionGroup var options: StoreOptions

  @MainActor
  func run() async throws {
    let session = try await CommandSession.open(self.options)
    try await session.run(.categoryList(.onTapReloadSampleDataButton), session.session.reloadSampleDataMutation())
    let animals = session.store.select(AnimalsState.selectAnimalsCount())
    let categories = session.store.select(AnimalsState.selectCategories()).count
    print("reloaded \(animals) animals in \(categories) categories")
  }
}
