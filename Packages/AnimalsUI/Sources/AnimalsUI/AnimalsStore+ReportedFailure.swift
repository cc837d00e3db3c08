import AnimalsData
import DevToolsInspection
import ImmutableData

extension ImmutableData.Store where State == AnimalsState, Action == AnimalsAction {
  /// The failures the Animals persistent session already reports as actions (a read or write
  /// of its store: the SQLite file, or the Animals server behind a remote store), counted by
  /// the host's metrics as `database` failures; nil for every other action.
  @Sendable nonisolated static func reportedFailure(of action: AnimalsAction) -> ReportedFailure? {
    guard case .data(.persistentSession(let session)) = action else { return nil }
    switch session {
    case .didFetchCategories(result: .failure), .didFetchAnimals(result: .failure), .didReloadSampleData(result: .failure),
      .didAddAnimal(_, result: .failure), .didUpdateAnimal(_, result: .failure), .didDeleteAnimal(_, result: .failure):
      return .database
    case .didFetchCategories(result: .success), .didFetchAnimals(result: .success), .didReloadSampleData(result: .success),
      .didAddAnimal(_, result: .success), .didUpdateAnimal(_, result: .success), .didDeleteAnimal(_, result: .success):
      return nil
    }
  }
}
