import CommandLineText
import Foundation
import ImmutableData
import QuakesData
import Services

/// The store and local database one command works on, loaded from the database file.
@MainActor
struct CommandSession {
  let store: Store<QuakesState, QuakesAction>
  let localStore: LocalStore

  static func open(_ options: DatabaseOptions) async throws -> CommandSession {
    let localStore: LocalStore
    do {
      localStore = try LocalStore(url: options.url)
    } catch {
      throw CommandFailure(error.localizedDescription)
    }
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let quakes: [Quake]
    do {
      quakes = try await localStore.fetchLocalQuakesQuery()
    } catch {
      throw CommandFailure(error.localizedDescription)
    }
    try store.dispatch(action: .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: quakes))))))
    return CommandSession(store: store, localStore: localStore)
  }
}
