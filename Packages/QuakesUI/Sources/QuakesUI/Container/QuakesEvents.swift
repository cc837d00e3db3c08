import ImmutableBinding
import QuakesData

/// What a user did on the Quakes page, as the form posts say it.
package enum QuakesEvent: Hashable, Sendable {
  case appeared
  case tappedRefresh(range: QuakesAction.UI.QuakeList.RefreshQuakesRange)
  case tappedDeleteSelected(quakeId: Quake.ID)
  case tappedDeleteAll
}

extension QuakesEvent {
  /// The action that says what happened; the reducer and the Listener do the rest.
  package var action: QuakesAction {
    switch self {
    case .appeared:
      .ui(.quakeList(.onAppear))
    case .tappedRefresh(range: let range):
      .ui(.quakeList(.onTapRefreshQuakesButton(range: range)))
    case .tappedDeleteSelected(quakeId: let quakeId):
      .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: quakeId)))
    case .tappedDeleteAll:
      .ui(.quakeList(.onTapDeleteAllQuakesButton))
    }
  }
}

extension QuakesEvent {
  package struct FormError: Error, CustomStringConvertible {
    package let field: String
    package let description: String
  }

  /// Reads a posted form of `action`; a missing or unknown field is a clear error.
  package init(action: QuakesFormAction, form: [String: String]) throws {
    switch action {
    case .refresh:
      switch form["range"] {
      case "allHour": self = .tappedRefresh(range: .allHour)
      case "allDay": self = .tappedRefresh(range: .allDay)
      case "allWeek": self = .tappedRefresh(range: .allWeek)
      case "allMonth": self = .tappedRefresh(range: .allMonth)
      case let other:
        throw FormError(field: "range", description: "Unknown refresh range \(other.map { "\"\($0)\"" } ?? "(missing)").")
      }
    case .deleteSelected:
      guard let quakeId = form["quakeId"], quakeId.isEmpty == false else {
        throw FormError(field: "quakeId", description: "Delete Selected needs a selected earthquake.")
      }
      self = .tappedDeleteSelected(quakeId: quakeId)
    case .deleteAll:
      self = .tappedDeleteAll
    }
  }
}

extension QuakesContainer {
  /// Dispatches the action a user event means.
  package static func handle(_ event: QuakesEvent, dispatcher: ImmutableBinding.Dispatcher<QuakesStore>) throws {
    try dispatcher.dispatch(action: event.action)
  }
}
