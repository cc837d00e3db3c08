public import GRDB

/// A `category` row, read and written as a GRDB Codable record: the columns are the properties.
extension Category: FetchableRecord, PersistableRecord {
  /// The table of `AnimalsDatabase`'s schema.
  public static var databaseTableName: String { "category" }
}
