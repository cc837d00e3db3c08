import Foundation
import HashTreeCollections

/// The pure function from `(QuakesState, QuakesAction)` to the next state.
public enum QuakesReducer {
  @Sendable public static func reduce(
    state: QuakesState,
    action: QuakesAction
  ) throws -> QuakesState {
    switch action {
    case .ui(.quakeList(action: let action)):
      return try self.reduce(state: state, action: action)
    case .data(.persistentSession(action: let action)):
      return self.reduce(state: state, action: action)
    }
  }
}

extension QuakesReducer {
  package struct Error: Swift.Error, Hashable, Sendable {
    package enum Code: Hashable, Sendable {
      case quakeNotFound
    }

    package let code: Self.Code
    package let quakeId: Quake.ID?

    package init(code: Self.Code, quakeId: Quake.ID? = nil) {
      self.code = code
      self.quakeId = quakeId
    }
  }
}

extension QuakesReducer.Error: LocalizedError {
  package var errorDescription: String? {
    switch self.code {
    case .quakeNotFound:
      "No quake with id \(self.quakeId.map { "\"\($0)\"" } ?? "(none)")."
    }
  }
}

extension QuakesReducer {
  private static func reduce(
    state: QuakesState,
    action: QuakesAction.UI.QuakeList
  ) throws -> QuakesState {
    switch action {
    case .onAppear:
      return self.onAppear(state: state)
    case .onTapRefreshQuakesButton:
      return self.onTapRefreshQuakesButton(state: state)
    case .onTapDeleteSelectedQuakeButton(let quakeId):
      return try self.deleteSelectedQuake(state: state, quakeId: quakeId)
    case .onTapDeleteAllQuakesButton:
      return self.deleteAllQuakes(state: state)
    }
  }

  /// The first appearance starts the local fetch; later ones change nothing.
  private static func onAppear(state: QuakesState) -> QuakesState {
    guard state.quakes.status == nil else {
      return state
    }
    var state = state
    state.quakes.status = .waiting
    return state
  }

  /// A refresh starts unless one is already under way.
  private static func onTapRefreshQuakesButton(state: QuakesState) -> QuakesState {
    guard state.quakes.status != .waiting else {
      return state
    }
    var state = state
    state.quakes.status = .waiting
    state.quakes.skippedFeatureCount = 0
    return state
  }

  /// Optimistic: the quake leaves the state before the local store deletes it.
  private static func deleteSelectedQuake(
    state: QuakesState,
    quakeId: Quake.ID
  ) throws -> QuakesState {
    guard state.quakes.data[quakeId] != nil else {
      throw Error(code: .quakeNotFound, quakeId: quakeId)
    }
    var state = state
    state.quakes.data[quakeId] = nil
    return state
  }

  /// Optimistic: every quake leaves the state before the local store deletes them.
  private static func deleteAllQuakes(state: QuakesState) -> QuakesState {
    var state = state
    state.quakes.data = [:]
    return state
  }
}

extension QuakesReducer {
  private static func reduce(
    state: QuakesState,
    action: QuakesAction.Data.PersistentSession
  ) -> QuakesState {
    switch action {
    case .localStore(.didFetchQuakes(result: let result)):
      return self.didFetchQuakes(state: state, result: result)
    case .localStore(.didFailToSaveQuakes(error: let error)):
      // The quakes stay in memory; the Listener rewrites the cache on the next refresh.
      var state = state
      state.quakes.status = .failure(error: error)
      return state
    case .remoteStore(.didFetchQuakes(result: let result)):
      return self.didFetchQuakes(state: state, result: result)
    case .remoteStore(.didSkipFeatures(count: let count)):
      var state = state
      state.quakes.skippedFeatureCount = max(0, count)
      return state
    }
  }

  private static func didFetchQuakes(
    state: QuakesState,
    result: QuakesAction.Data.PersistentSession.LocalStore.FetchQuakesResult
  ) -> QuakesState {
    var state = state
    switch result {
    case .success(let quakes):
      for quake in quakes {
        state.quakes.data[quake.id] = quake
      }
      state.quakes.status = .success
    case .failure(let error):
      state.quakes.status = .failure(error: error)
    }
    return state
  }

  /// Remote quakes with magnitude above zero are upserted; others are removed. A failure keeps
  /// every cached quake.
  private static func didFetchQuakes(
    state: QuakesState,
    result: QuakesAction.Data.PersistentSession.RemoteStore.FetchQuakesResult
  ) -> QuakesState {
    var state = state
    switch result {
    case .success(let quakes):
      for quake in quakes {
        if .zero < quake.magnitude {
          state.quakes.data[quake.id] = quake
        } else {
          state.quakes.data[quake.id] = nil
        }
      }
      state.quakes.status = .success
    case .failure(let error):
      state.quakes.status = .failure(error: error)
    }
    return state
  }
}
