public import GRDB

/// An `animal` row, read and written as a GRDB Codable record: the columns are the properties.
extension Animal: FetchableRecord, PersistableRecord {
  /// The table of `AnimalsDatabase`'s schema.
  public static var databaseTableName: String { "animal" }
}

/// Stored as its raw value, which the table's `CHECK` lists; any other text in the file fails
/// to decode (an error, not a trap).
extension Animal.Diet: DatabaseValueConvertible {}
