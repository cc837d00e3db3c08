import AnimalsData
import Foundation

extension AnimalsModule {
  /// The file in the data directory.
  nonisolated public static let databaseName = PersistentStoreOption.localDatabaseFileName
  /// The configuration key of the persistent store (`--animals-store`).
  nonisolated public static let storeOption = "animals-store"

  /// An `--animals-store` value that is neither `local` nor an AnimalsServer URL.
  public struct UnknownStore: Error, CustomStringConvertible {
    /// The value given.
    public let value: String
    /// What the value must be instead.
    public var description: String {
      "--animals-store must be \"local\" or an AnimalsServer URL such as http://127.0.0.1:8080, not \"\(self.value)\"."
    }
  }

  /// Checks an `--animals-store` value before anything starts.
  nonisolated public static func validateStore(_ value: String) throws {
    _ = try Self.storeOption(value)
  }

  nonisolated static func storeOption(_ value: String) throws -> PersistentStoreOption {
    do {
      return try PersistentStoreOption(parsing: value)
    } catch {
      throw UnknownStore(value: value)
    }
  }
}
