import AnimalsData
import CommandLineText
import Foundation
import ImmutableData
import Services

/// The store, session and persistent store one command works on, loaded from the database file
/// or the server.
///
/// Commands dispatch the same UI actions the app does, so the reducer checks them (an unknown
/// animal id fails there), then run the matching thunk, which reports the store's result.
@MainActor
struct CommandSession {
  let store: Store<AnimalsState, AnimalsAction>
  let session: PersistentSession<AnyPersistentStore>

  static func open(_ options: StoreOptions) async throws -> CommandSession {
    let persistentStore: AnyPersistentStore
    do {
      persistentStore = try options.makePersistentStore()
    } catch {
      throw CommandFailure(error.localizedDescription)
    }
    let command = CommandSession(
      store: Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce),
      session: PersistentSession(store: persistentStore)
    )
    try await command.run(.categoryList(.onAppear), command.session.fetchCategoriesQuery())
    try await command.run(.animalList(.onAppear), command.session.fetchAnimalsQuery())
    return command
  }

  /// Dispatches `action`, then runs `thunk`; any error becomes a message for the user.
  func run(
    _ action: AnimalsAction.UI,
    _ thunk: @Sendable (Store<AnimalsState, AnimalsAction>, Store<AnimalsState, AnimalsAction>) async throws -> Void
  ) async throws {
    do {
      try self.store.dispatch(action: .ui(action))
      try await self.store.dispatch(thunk: thunk)
    } catch {
      throw CommandFailure(error.localizedDescription)
    }
  }

  func animal(_ animalId: Animal.ID) -> Animal? {
    self.store.select(AnimalsState.selectAnimal(animalId: animalId))
  }
}

/// One tab-separated line per animal: id, name, diet, category id.
func line(_ animal: Animal) -> String {
  // Names and ids may come from a server: no control characters reach the terminal.
  "\(animal.animalId.replacingControlCharacters)\t\(animal.name.replacingControlCharacters)\t\(animal.diet.rawValue)\t\(animal.categoryId.replacingControlCharacters)"
}
