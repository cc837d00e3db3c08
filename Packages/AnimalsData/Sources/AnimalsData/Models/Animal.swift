/// One animal: a name, a diet and the id of the category it belongs to.
public struct Animal: Hashable, Sendable, Codable {
  public let animalId: String
  public let name: String
  public let diet: Diet
  public let categoryId: String

  /// Public so apps, servers and stores outside this package can build values they decoded.
  public init(
    animalId: String,
    name: String,
    diet: Diet,
    categoryId: String
  ) {
    self.animalId = animalId
    self.name = name
    self.diet = diet
    self.categoryId = categoryId
  }
}

extension Animal {
  /// What an animal eats; the raw value is what users read and what stores save.
  public enum Diet: String, CaseIterable, Hashable, Sendable, Codable {
    case herbivorous = "Herbivore"
    case carnivorous = "Carnivore"
    case omnivorous = "Omnivore"
  }
}

extension Animal: Identifiable {
  public var id: String {
    self.animalId
  }
}
