import Foundation

extension AnimalsReducer {
  /// Why the reducer refused an action; the state stays as it was.
  package struct Error: Swift.Error, Hashable, Sendable {
    package enum Code: Hashable, Sendable {
      case animalNotFound
    }

    package let code: Self.Code
    package let animalId: Animal.ID?

    package init(code: Self.Code, animalId: Animal.ID? = nil) {
      self.code = code
      self.animalId = animalId
    }
  }
}

extension AnimalsReducer.Error: LocalizedError {
  package var errorDescription: String? {
    switch self.code {
    case .animalNotFound:
      "No animal with id \(self.animalId.map { "\"\($0)\"" } ?? "(none)")."
    }
  }
}
