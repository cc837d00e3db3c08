import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Services

/// Where the Animals data lives, as written on a command line (`--animals-store`, `--server`):
/// `local` for the SQLite file in the data directory, or the base URL of an AnimalsServer.
public enum PersistentStoreOption: Hashable, Sendable {
  case local
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
  /// Builds the store this option names: the local SQLite store in `dataDirectory` (created if
  /// needed, seeded on first run) or a `RemoteStore` over a bounded session (30 s deadline, 64 MiB
  /// body limit).
  public func makePersistentStore(dataDirectory: URL) throws -> AnyPersistentStore {
    switch self {
    case .local:
      try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
      let url = dataDirectory.appendingPathComponent(Self.localDatabaseFileName)
      return AnyPersistentStore(try LocalStore<UUID>(url: url))
    case .remote(let baseURL):
      return AnyPersistentStore(RemoteStore(session: NetworkSession.bounded(), baseURL: baseURL))
    }
  }
}

/// The store named by `option` (`local` or an AnimalsServer base URL); see
/// `PersistentStoreOption`.
public func makePersistentStore(option: String, dataDirectory: URL) throws -> AnyPersistentStore {
  try PersistentStoreOption(parsing: option).makePersistentStore(dataDirectory: dataDirectory)
}
