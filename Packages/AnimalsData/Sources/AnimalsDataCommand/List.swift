import AnimalsData
import ArgumentParser
import CommandLineText
import ImmutableData
import Services

struct List: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List animals by category, sorted by name: id, name, diet, category id."
  )

  @OptionGroup var options: StoreOptions

  @Option(help: "Only the animals of this category id, e.g. Mammal.")
  var category: String?

  @MainActor
  func run() async throws {
    let session = try await CommandSession.open(self.options)
    let categories: [Category]
    if let category {
      guard let found = session.store.select(AnimalsState.selectCategory(categoryId: category)) else {
        throw CommandFailure("No category with id \"\(category)\".")
      }
      categories = [found]
    } else {
      categories = session.store.select(AnimalsState.selectCategoriesValues(sort: \.name))
    }
    for category in categories {
      let animals = session.store.select(AnimalsState.selectAnimalsValues(categoryId: category.categoryId, sort: \.name))
      for animal in animals {
        print(line(animal))
      }
    }
  }
}

struct Categories: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List the categories, sorted by name: id, name.")

  @OptionGroup var options: StoreOptions

  @MainActor
  func run() async throws {
    let session = try await CommandSession.open(self.options)
    for category in session.store.select(AnimalsState.selectCategoriesValues(sort: \.name)) {
      print("\(category.categoryId.replacingControlCharacters)\t\(category.name.replacingControlCharacters)")
    }
  }
}
