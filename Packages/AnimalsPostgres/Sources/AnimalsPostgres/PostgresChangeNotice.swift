import AnimalsData
import Foundation

/// What a notification on the changes channel carries: the kind of change, the animal's id
/// and, when it fits, the animal itself.
///
/// A notification holds less than 8000 bytes and a name may be longer: then only the id
/// travels and listeners read the row (skipping the change if the row is gone again).
struct PostgresChangeNotice: Codable, Hashable, Sendable {
  enum Kind: String, Codable, Sendable {
    case animalAdded, animalUpdated, animalDeleted, sampleDataReloaded
  }

  /// Leaves room under PostgreSQL's 8000-byte payload limit.
  static let maximumPayloadBytes = 7000

  let kind: Kind
  let animalId: Animal.ID?
  let animal: Animal?

  init(kind: Kind, animalId: Animal.ID? = nil, animal: Animal? = nil) {
    self.kind = kind
    self.animalId = animalId ?? animal?.animalId
    self.animal = animal
  }

  /// The JSON sent, without the animal when it would not fit.
  var payload: String {
    let full = Self.encode(self)
    if full.utf8.count <= Self.maximumPayloadBytes || self.animal == nil {
      return full
    }
    return Self.encode(Self(kind: self.kind, animalId: self.animalId))
  }

  /// The notice in `payload`, or nil when it is not one (another program's notification).
  init?(payload: String) {
    guard let notice = try? JSONDecoder().decode(Self.self, from: Data(payload.utf8)) else {
      return nil
    }
    self = notice
  }

  private static func encode(_ notice: Self) -> String {
    // Encoding strings and an enum cannot fail.
    (try? String(decoding: JSONEncoder().encode(notice), as: UTF8.self)) ?? "{}"
  }
}
