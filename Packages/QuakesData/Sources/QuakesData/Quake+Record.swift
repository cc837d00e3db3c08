import Foundation
public import GRDB

/// A `quake` row, read (and deleted) as a GRDB Codable record: the columns are the properties.
extension Quake: FetchableRecord, PersistableRecord {
  /// The table of `QuakesDatabase`'s schema.
  public static var databaseTableName: String { "quake" }

  /// Dates are stored as `timeIntervalSinceReferenceDate`, the `Date`'s own representation, so a
  /// quake reads back exactly equal to the value written.
  public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
    .timeIntervalSinceReferenceDate
  }

  /// See `databaseDateDecodingStrategy(for:)`.
  public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
    .timeIntervalSinceReferenceDate
  }
}
