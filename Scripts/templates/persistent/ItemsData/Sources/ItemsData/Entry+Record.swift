import GRDB

/// An entry is a row of the `entry` table: its `Codable` keys are the columns.
extension Entry: FetchableRecord, PersistableRecord {
  /// The table the entries are kept in.
  public static let databaseTableName = "entry"
}
