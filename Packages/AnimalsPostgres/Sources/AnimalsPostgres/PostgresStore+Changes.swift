public import AnimalsData
import PostgresNIO

extension PostgresStore {
  /// Listens on ``changesChannel`` and calls `receive` with every change any process commits
  /// to this database, in commit order, until the calling task is cancelled (then it returns)
  /// or the listening connection fails (then it throws; callers resynchronise and listen again).
  /// Waiting for the connection is bounded by the operation timeout, listening is not.
  ///
  /// `onListening` runs once the server has confirmed `LISTEN`: changes committed after it
  /// are all received. An animal too large for a notification is read back from the database;
  /// if its row is already gone again the change is skipped (its deletion follows).
  public func listenForChanges(
    onListening: @escaping @Sendable () async -> Void = {},
    _ receive: @escaping @Sendable (AnimalsChange) async -> Void
  ) async throws {
    let logger = self.logger
    do {
      try await self.pool.withLongConnection(leaseDeadline: self.operationTimeout) { connection in
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
    } catch  where Task.isCancelled {
      return
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
