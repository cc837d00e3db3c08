import Foundation

/// The store contract's refusals, worded once for every backend (SQLite here, PostgreSQL in
/// AnimalsPostgres): the same input gets the same error and message whichever store runs.
extension LocalStoreError {
  /// Refuses a name that is empty (or only white space) or longer than
  /// ``Animal/maximumNameLength``.
  public static func checkName(_ name: String) throws(LocalStoreError) {
    guard name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == false else {
      throw LocalStoreError(code: .emptyName, message: "An animal needs a name.")
    }
    guard Animal.isNameWithinLimit(name) else {
      throw LocalStoreError(code: .nameTooLong, message: Animal.nameTooLongMessage)
    }
  }

  /// No category has `categoryId`.
  public static func categoryNotFound(_ categoryId: Category.ID) -> LocalStoreError {
    LocalStoreError(code: .categoryNotFound, message: "No category with id \"\(categoryId)\".")
  }

  /// No animal has `animalId`.
  public static func animalNotFound(_ animalId: Animal.ID) -> LocalStoreError {
    LocalStoreError(code: .animalNotFound, message: "No animal with id \"\(animalId)\".")
  }
}
