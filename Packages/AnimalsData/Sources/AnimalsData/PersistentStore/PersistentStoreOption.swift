public import Foundation
import Services

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where the Animals data lives, as written on a command line (`--animals-store`, `--server`):
/// `local` for the SQLite file in the data directory, or the base URL of an AnimalsServer.
///
/// The one way the apps, the module and the `animals-data` command build their store: parse
/// the option, then `makePersistentStore(dataDirectory:)` or `makePersistentStore(databaseFile:)`.
/// (A PostgreSQL database is the AnimalsServer's own choice, made in that app.)
public enum PersistentStoreOption: Hashable, Sendable {
  /// The SQLite `LocalStore<UUID>`.
  case local
  /// An AnimalsServer's `RemoteStore`.
  case remote(baseURL: URL)
}

extension PersistentStoreOption {
  /// The SQLite file name of the local store inside a data directory.
  public static let localDatabaseFileName = "animals.sqlite"

  /// Parses `local` or an `http`/`https` URL with a host, e.g. `http://127.0.0.1:8080`.
  public init(parsing argument: String) throws(PersistentStoreOptionError) {
    if argument == "local" {
      self = .local
      return
    }
    guard
      let url = URL(string: argument),
      let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https",
      let host = url.host,
      host.isEmpty == false
    else {
      throw PersistentStoreOptionError(argument: argument)
    }
    self = .remote(baseURL: url)
  }
}

extension PersistentStoreOption {
  /// Builds the store this option names: the local SQLite store at `databaseFile` (created and
  /// seeded on first use; its folder must exist) or a `RemoteStore` over a bounded session (30 s
  /// deadline, 64 MiB body limit).
  public func makePersistentStore(databaseFile: URL) throws -> AnyPersistentStore {
    switch self {
    case .local:
      AnyPersistentStore(try LocalStore<UUID>(url: databaseFile))
    case .remote(let baseURL):
      AnyPersistentStore(RemoteStore(session: NetworkSession.bounded(), baseURL: baseURL))
    }
  }

  /// Builds the store this option names with the local file `localDatabaseFileName` in
  /// `dataDirectory` (the folder is created if needed).
  public func makePersistentStore(dataDirectory: URL) throws -> AnyPersistentStore {
    if self == .local {
      try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    }
    return try self.makePersistentStore(databaseFile: dataDirectory.appendingPathComponent(Self.localDatabaseFileName))
  }
}

/// The store named by `option` (`local` or an AnimalsServer base URL); see
/// `PersistentStoreOption`.
public func makePersistentStore(option: String, dataDirectory: URL) throws -> AnyPersistentStore {
  try PersistentStoreOption(parsing: option).makePersistentStore(dataDirectory: dataDirectory)
}
