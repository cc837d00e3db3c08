import DevTools
import Foundation
import ImmutableData

/// A small Codable domain for the adapter's tests.
struct Meter: Equatable, Sendable {
  var value = 0
  var notes: [String] = []
}

enum MeterAction: Codable, Equatable, Sendable {
  case add(Int)
  case note(String)
  case refuse
  /// Refused when the meter holds less than the amount.
  case take(Int)
}

struct MeterRefused: Error {}

enum MeterReducer {
  @Sendable static func reduce(state: Meter, action: MeterAction) throws -> Meter {
    var state = state
    switch action {
    case .add(let amount):
      state.value += amount
    case .note(let note):
      state.notes.append(note)
    case .refuse:
      throw MeterRefused()
    case .take(let amount):
      guard state.value >= amount else { throw MeterRefused() }
      state.value -= amount
    }
    return state
  }
}

/// An action carrying a date with a fraction of a second, as the Quakes' fetched quakes do.
enum StampAction: Codable, Equatable, Sendable {
  case stamp(Date)

  /// A reducer that keeps the last stamp.
  @Sendable static func reduce(state: Date?, action: StampAction) -> Date? {
    switch action {
    case .stamp(let date): date
    }
  }
}

/// An action type that is not Codable.
enum PlainAction: Equatable, Sendable {
  case tick
}

@MainActor
func makeMeter(historyLimit: Int = 500, recipe: TestRecipe? = nil) -> (
  store: Store<Meter, MeterAction>, inspector: StoreInspector<Meter, MeterAction>
) {
  StoreInspector.makeInspectedStore(initialState: Meter(), reducer: MeterReducer.reduce, historyLimit: historyLimit, recipe: recipe)
}
