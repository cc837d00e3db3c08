import Foundation
import HashTreeCollections
import ImmutableData
import QuakesData
import Services

/// B8: the list selector (filter + sort by time) against Foundation's key-path `SortDescriptor`
/// sorting the already-filtered quakes. Our side also pays the filtering, so the ratio is
/// conservative. Every quake's time is folded into one UTC day so the whole set passes the
/// day filter: the week's 4,711 quakes, and 100k made from them with new ids.
@MainActor func benchmarkB8() async -> [Row] {
  var rows: [Row] = []
  let dayStart: Int64 = 1_528_934_400_000  // 2018-06-14 00:00 UTC, in the feed's milliseconds
  let searchDate = Date(timeIntervalSince1970: Double(dayStart) / 1000 + 3600)
  for count in [4_711, 100_000] {
    let state = try! await foldedState(count: count, dayStart: dayStart)
    let select = QuakesState.selectQuakesValues(searchText: "", searchDate: searchDate, sort: \Quake.time)
    let unsorted = Array(QuakesState.selectQuakes(searchText: "", searchDate: searchDate)(state).values)
    precondition(unsorted.count == select(state).count && unsorted.count > count * 9 / 10)
    let ours = medianNanos(samples: 7, operations: 1) { blackHole(select(state)) }
    let descriptor = SortDescriptor(\Quake.time)
    let foundation = medianNanos(samples: count > 10_000 ? 3 : 5, operations: 1) {
      blackHole(unsorted.sorted(using: descriptor))
    }
    let speedup = foundation / ours
    rows.append(
      Row(
        id: "B8", what: "list selector: filter + sort \(unsorted.count) quakes by time",
        median: formatNanos(ours), baseline: formatNanos(foundation) + " SortDescriptor",
        ratio: ours / foundation, goal: ">= 10x faster (\(String(format: "%.0fx", speedup)))",
        holds: speedup >= 10)
    )
  }
  return rows
}

/// The week's quakes (repeated with fresh ids up to `count`) with times folded into one day,
/// decoded through the real RemoteStore and reduced by the real reducer.
@MainActor func foldedState(count: Int, dayStart: Int64) async throws -> QuakesState {
  let week = try JSONSerialization.jsonObject(with: Data(contentsOf: QuakesFiles.week)) as! [String: Any]
  let features = week["features"] as! [[String: Any]]
  var folded: [[String: Any]] = []
  folded.reserveCapacity(count)
  for index in 0..<count {
    var feature = features[index % features.count]
    var properties = feature["properties"] as! [String: Any]
    let time = (properties["time"] as! NSNumber).int64Value
    properties["time"] = dayStart + (time + Int64(index)) % 86_400_000
    if (properties["mag"] as? NSNumber)?.doubleValue ?? 0 <= 0 { properties["mag"] = 0.1 }
    feature["properties"] = properties
    feature["id"] = index < features.count ? feature["id"] : "bench\(index)"
    folded.append(feature)
  }
  let data = try JSONSerialization.data(withJSONObject: ["type": "FeatureCollection", "features": folded])
  let remote = RemoteStore(
    // 100k features are about 70 MB of JSON, over the apps' 64 MiB body limit.
    session: NetworkSession(urlSession: FeedURLSession { data }, limits: NetworkLimits(deadline: .seconds(600), maximumBodySize: 1 << 30)),
    baseURL: URL(string: "http://127.0.0.1:1/")!
  )
  let quakes = try await remote.fetchRemoteQuakesQuery(range: .allWeek)
  let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
  try store.dispatch(action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes))))))
  return store.state
}
