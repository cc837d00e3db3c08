import Foundation
import ImmutableData
import Observation
import QuakesData

/// The day the date picker starts on: the day of the newest quake the store received, else
/// today.
///
/// The book defaults to today, which suits the live USGS feed but shows nothing for the bundled
/// (years old) snapshots; the newest quake's day is today for the live feed and a useful day
/// for the snapshots. QuakesData has no public selector for the newest quake, so this follows
/// the fetch results in the action stream, which carry every quake that enters the state.
@MainActor package final class QuakesDefaultDay: Observable {
  private let registrar = ObservationRegistrar()
  private let calendar: Calendar
  private var newest: Date?
  private var storedDay: CalendarDay
  private var task: Task<Void, Never>?

  package init(store: QuakesStore, calendar: Calendar, today: Date) {
    self.calendar = calendar
    self.storedDay = CalendarDay(date: today, calendar: calendar)
    let stream = store.makeStream()
    self.task = Task { [weak self] in
      for await (_, action) in stream {
        guard let self else { return }
        self.receive(action)
      }
    }
  }

  isolated deinit {
    self.task?.cancel()
  }

  /// Observable: a region that reads it is rendered again when the newest day moves.
  package var day: CalendarDay {
    self.registrar.access(self, keyPath: \.day)
    return self.storedDay
  }

  package func cancel() {
    self.task?.cancel()
    self.task = nil
  }
}

extension QuakesDefaultDay {
  /// Moves the day forward when a fetch brought a newer quake.
  package func receive(_ action: QuakesAction) {
    let quakes: [Quake]
    switch action {
    case .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: let fetched))))):
      quakes = fetched
    case .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: let fetched))))):
      // The reducer drops magnitudes <= 0; so does this.
      quakes = fetched.filter { $0.magnitude > 0 }
    default:
      return
    }
    guard let latest = quakes.lazy.map(\.time).max(), latest > (self.newest ?? .distantPast) else {
      return
    }
    self.newest = latest
    let day = CalendarDay(date: latest, calendar: self.calendar)
    if day != self.storedDay {
      self.registrar.withMutation(of: self, keyPath: \.day) {
        self.storedDay = day
      }
    }
  }
}
