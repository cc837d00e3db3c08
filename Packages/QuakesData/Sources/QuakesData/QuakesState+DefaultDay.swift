public import Foundation
import HashTreeCollections

extension QuakesState {
  /// The day a quake list starts on, as the start of that day in `timeZone`: today when the
  /// state holds a quake of today, else the day of the newest quake, else today.
  ///
  /// The book always starts on today, which suits the live USGS feed; cached or bundled
  /// snapshots (years old) would then show nothing. The newest quake's day is a useful day for
  /// those and follows the data: after Delete All and a new refresh, it moves to the new quakes.
  /// O(n) over the quakes; pair it with ``QuakesFilter/filterQuakes()`` so it runs only when
  /// the quakes may have changed.
  public static func selectDefaultDay(
    today: Date,
    timeZone: TimeZone = .gmt
  ) -> @Sendable (Self) -> Date {
    let todayRange = Quake.day(of: today, in: timeZone)
    return { state in
      var newest: Date? = nil
      for quake in state.quakes.data.values {
        if todayRange.contains(quake.time) {
          return todayRange.lowerBound
        }
        if newest.map({ quake.time > $0 }) ?? true {
          newest = quake.time
        }
      }
      guard let newest else { return todayRange.lowerBound }
      return Quake.day(of: newest, in: timeZone).lowerBound
    }
  }
}
