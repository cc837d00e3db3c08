import ArgumentParser
import CommandLineText
import Foundation
import ImmutableData
import QuakesData
import Services

enum SortKey: String, ExpressibleByArgument, CaseIterable {
  case time, magnitude
}

struct List: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List cached quakes.")

  @OptionGroup var options: DatabaseOptions

  @Option(help: "Only quakes whose place contains this text (case and accents ignored).")
  var search: String = ""

  @Option(help: "Only quakes of this UTC day, YYYY-MM-DD.")
  var date: String?

  @Option(help: "time or magnitude.")
  var sort: SortKey = .time

  @Flag(help: "Largest / latest first.")
  var reverse = false

  @MainActor
  func run() async throws {
    let session = try await CommandSession.open(self.options)
    let order: SortOrder = self.reverse ? .reverse : .forward
    let quakes: [Quake]
    if let date {
      guard let day = Self.day(date) else {
        throw CommandFailure("Not a date in the form YYYY-MM-DD: \(date)")
      }
      quakes =
        switch self.sort {
        case .time:
          session.store.select(
            QuakesState.selectQuakesValues(
              searchText: self.search, searchDate: day, sort: \Quake.time, order: order, matching: .caseAndDiacriticInsensitive))
        case .magnitude:
          session.store.select(
            QuakesState.selectQuakesValues(
              searchText: self.search, searchDate: day, sort: \Quake.magnitude, order: order, matching: .caseAndDiacriticInsensitive))
        }
    } else {
      quakes =
        switch self.sort {
        case .time:
          session.store.select(
            QuakesState.selectQuakesValues(searchText: self.search, sort: \Quake.time, order: order, matching: .caseAndDiacriticInsensitive)
          )
        case .magnitude:
          session.store.select(
            QuakesState.selectQuakesValues(
              searchText: self.search, sort: \Quake.magnitude, order: order, matching: .caseAndDiacriticInsensitive))
        }
    }
    for quake in quakes {
      let time = quake.time.formatted(.iso8601)
      // Ids and places come from a feed: control characters would drive the terminal.
      print(
        "\(quake.quakeId.replacingControlCharacters)\t\(String(format: "%.2f", quake.magnitude))\t\(time)\t\(quake.name.replacingControlCharacters)"
      )
    }
    progress("\(quakes.count) of \(session.store.select(QuakesState.selectQuakesCount())) quakes")
  }

  static func day(_ text: String) -> Date? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, text.count == 10, parts.allSatisfy({ $0 >= 0 }) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }
}
