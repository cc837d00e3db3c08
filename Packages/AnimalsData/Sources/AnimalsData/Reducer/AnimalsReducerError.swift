import Foundation

extension AnimalsReducer {
  /// Why the reducer refused an action; the state stays as it was.
  package struct Error: Swift.Error, Hashable, Sendable {
    package enum Code: Hashable, Sendable {
      case animalNotFound
      /// A name longer than ``Animal/maximumNameLength``.
      case nameTooLong
      /// A new animal's placeholder id is an existing animal's id, or too long.
      case draftIdTaken
      /// ``AnimalsState/maximumQueuedEdits`` edits are already waiting.
      case tooManyPendingEdits
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
    case .nameTooLong:
      Animal.nameTooLongMessage
    case .draftIdTaken:
      "The new animal's placeholder id is not usable; open the editor again."
    case .tooManyPendingEdits:
      "Too many changes are still being saved; try again in a moment."
    }
  }
}
