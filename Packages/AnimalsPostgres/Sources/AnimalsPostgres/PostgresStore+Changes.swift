public import AnimalsData
import Logging
import PostgresNIO
import PostgresSupport

extension PostgresStore {
  /// Listens on ``changesChannel`` and calls `receive` with every change any process commits
  /// to this database, in commit order, until the calling task is cancelled (then it returns)
  /// or the listening connection fails (then it throws; callers resynchronise and listen again).
  /// Waiting for the connection is bounded by the operation timeout; listening is not, but the
  /// connection is checked every `listenCheckInterval` with a trivial query bounded by
  /// `PostgresConfiguration.listenCheckTimeout` (or the operation timeout if shorter), and a database that does not answer it (stalled, or unreachable with
  /// the connection still open) fails the listening with ``PostgresUnavailable``: a stalled
  /// database never fails a `LISTEN` by itself, and the change feed's clients would go on
  /// showing their data as current.
  ///
  /// `onListening` runs once the server has confirmed `LISTEN`: changes committed after it
  /// are all received. An animal too large for a notification is read back from the database;
  /// if its row is already gone again the change is skipped (its deletion follows).
  public func listenForChanges(
    onListening: @escaping @Sendable () async -> Void = {},
    _ receive: @escaping @Sendable (AnimalsChange) async -> Void
  ) async throws {
    let logger = self.logger
    let (interval, timeout) = (self.listenCheckInterval, min(self.operationTimeout, PostgresConfiguration.listenCheckTimeout))
    do {
      try await self.pool.withLongConnection(leaseDeadline: self.operationTimeout) { connection in
        // Whichever ends first ends both: the listening (cancelled, or its connection failed)
        // or the check (the database did not answer; it closed the connection).
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            try await connection.listen(on: Self.changesChannel) { notifications in
              await onListening()
              for try await notification in notifications {
                guard let notice = PostgresChangeNotice(payload: notification.payload) else {
                  logger.debug("ignoring a notification that is not an Animals change: \(notification.payload)")
                  continue
                }
                if let change = try await self.change(for: notice) {
                  await receive(change)
                }
              }
            }
          }
          group.addTask {
            try await Self.checkAnswering(connection, every: interval, within: timeout, logger: logger)
          }
          _ = try await group.next()
          group.cancelAll()
        }
      }
    } catch  where Task.isCancelled {
      return
    }
  }

  /// Runs a trivial query on `connection` every `interval` until cancelled; one not answered
  /// within `timeout` closes the connection (local, so at once even if the server is frozen;
  /// it also fails the `LISTEN` on it) and throws ``PostgresUnavailable``.
  static func checkAnswering(
    _ connection: PostgresConnection,
    every interval: Duration,
    within timeout: Duration,
    logger: Logger
  ) async throws {
    while true {
      try await Task.sleep(for: interval)
      let answered = try await withThrowingTaskGroup(of: Bool.self) { group in
        group.addTask {
          for try await _ in try await connection.query("SELECT 1", logger: logger) {}
          return true
        }
        group.addTask {
          try await Task.sleep(for: timeout)
          return false
        }
        let answered = try await group.next() ?? false
        if answered == false {
          // Fails the query still waiting, so the group can end.
          try? await connection.close()
        }
        group.cancelAll()
        return answered
      }
      guard answered else {
        throw PostgresUnavailable(deadline: timeout, subject: "the animals database")
      }
    }
  }

  private func change(for notice: PostgresChangeNotice) async throws -> AnimalsChange? {
    switch (notice.kind, notice.animal) {
    case (.animalAdded, let animal?):
      return .animalAdded(animal)
    case (.animalUpdated, let animal?):
      return .animalUpdated(animal)
    default:
      break
    }
    switch (notice.kind, notice.animalId) {
    case (.sampleDataReloaded, _):
      return .sampleDataReloaded
    case (.animalDeleted, let animalId?):
      return .animalDeleted(animalId: animalId)
    case (.animalAdded, let animalId?):
      return try await self.fetchAnimal(animalId: animalId).map(AnimalsChange.animalAdded)
    case (.animalUpdated, let animalId?):
      return try await self.fetchAnimal(animalId: animalId).map(AnimalsChange.animalUpdated)
    case (_, nil):
      return nil
    }
  }

  private func fetchAnimal(animalId: Animal.ID) async throws -> Animal? {
    let logger = self.logger
    return try await self.pool.withConnection(deadline: self.operationTimeout) { connection in
      try await PostgresStatements.fetchAnimal(animalId: animalId, connection, logger: logger)
    }
  }
}
