import Foundation
import Testing

@testable import QuakesData

/// The key-array sort must give exactly the comparator's order, ties and reverse included.
@Suite struct QuakeSortTests {
  static let orders: [SortOrder] = [.forward, .reverse]

  @Test(arguments: orders)
  func sortingTheWeekByTimeMatchesTheComparator(order: SortOrder) throws {
    var quakes = try FeedParser.quakes(from: Fixture.data(Fixture.week))
    // Equal times force the quakeId tie-break on both paths.
    quakes += quakes.prefix(50).map { makeQuake("tie-\($0.quakeId)", time: $0.time) }
    let expected = quakes.sorted(by: QuakeSort.areInIncreasingOrder(by: \Quake.time, order: order))
    QuakeSort.sort(&quakes, by: \Quake.time, order: order)
    #expect(quakes.map(\.quakeId) == expected.map(\.quakeId))
  }

  @Test(arguments: orders)
  func sortingTheWeekByMagnitudeMatchesTheComparator(order: SortOrder) throws {
    var quakes = try FeedParser.quakes(from: Fixture.data(Fixture.week))
    let expected = quakes.sorted(by: QuakeSort.areInIncreasingOrder(by: \Quake.magnitude, order: order))
    QuakeSort.sort(&quakes, by: \Quake.magnitude, order: order)
    #expect(quakes.map(\.quakeId) == expected.map(\.quakeId))
  }
}
