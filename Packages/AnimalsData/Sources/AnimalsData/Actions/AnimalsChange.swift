import Foundation

/// One committed change to the Animals database, as the server's change feed
/// (`GET /animals/api/events`) publishes it to every client, whichever client made it.
///
/// JSON: `{"kind":"animalAdded","animal":{…}}`, `{"kind":"animalUpdated","animal":{…}}`,
/// `{"kind":"animalDeleted","animalId":"…"}`, `{"kind":"sampleDataReloaded"}`.
public enum AnimalsChange: Hashable, Sendable {
  case animalAdded(Animal)
  case animalUpdated(Animal)
  case animalDeleted(animalId: Animal.ID)
  /// Every row was replaced with the sample data: clients reload categories and animals.
  case sampleDataReloaded
}

extension AnimalsChange: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, animal, animalId
  }

  private enum Kind: String, Codable {
    case animalAdded, animalUpdated, animalDeleted, sampleDataReloaded
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Kind.self, forKey: .kind) {
    case .animalAdded:
      self = .animalAdded(try container.decode(Animal.self, forKey: .animal))
    case .animalUpdated:
      self = .animalUpdated(try container.decode(Animal.self, forKey: .animal))
    case .animalDeleted:
      self = .animalDeleted(animalId: try container.decode(String.self, forKey: .animalId))
    case .sampleDataReloaded:
      self = .sampleDataReloaded
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .animalAdded(let animal):
      try container.encode(Kind.animalAdded, forKey: .kind)
      try container.encode(animal, forKey: .animal)
    case .animalUpdated(let animal):
      try container.encode(Kind.animalUpdated, forKey: .kind)
      try container.encode(animal, forKey: .animal)
    case .animalDeleted(let animalId):
      try container.encode(Kind.animalDeleted, forKey: .kind)
      try container.encode(animalId, forKey: .animalId)
    case .sampleDataReloaded:
      try container.encode(Kind.sampleDataReloaded, forKey: .kind)
    }
  }
}
