public import ArgumentParser
import CommandLineText
import Foundation
import ImmutableData
public import QuakesData
import Services

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension QuakesAction.UI.QuakeList.RefreshQuakesRange: ExpressibleByArgument {
  public init?(argument: String) {
    switch argument {
    case "hour": self = .allHour
    case "day": self = .allDay
    case "week": self = .allWeek
    case "month": self = .allMonth
    default: return nil
    }
  }

  public static var allValueStrings: [String] { ["hour", "day", "week", "month"] }
}

struct Fetch: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Fetch a feed and merge it into the database.")

  @OptionGroup var options: DatabaseOptions

  @Option(help: "hour, day, week or month.")
  var range: QuakesAction.UI.QuakeList.RefreshQuakesRange = .allDay

  @Option(name: .customLong("base-url"), help: "The feed server (default: the USGS feed).")
  var baseURL: String?

  @Option(help: "Seconds the whole fetch may take, however slowly the server sends.")
  var deadline: Double = 30

  func validate() throws {
    guard self.deadline.isFinite, self.deadline > 0, self.deadline <= 86_400 else {
      throw ValidationError("--deadline must be between 0 and 86400 seconds.")
    }
  }

  @MainActor
  func run() async throws {
    let base: URL
    if let baseURL {
      guard let url = URL(string: baseURL), url.scheme == "http" || url.scheme == "https" else {
        throw CommandFailure("Not an http(s) URL: \(baseURL.removingURLUserInfo)")
      }
      base = url.hasDirectoryPath ? url : url.appendingPathComponent("")
    } else {
      base = RemoteStore<NetworkSession<URLSession>>.defaultBaseURL
    }
    let session = try await CommandSession.open(self.options)
    let limits = NetworkLimits(deadline: .milliseconds(Int64((self.deadline * 1000).rounded())))
    let remoteStore = RemoteStore(
      session: NetworkSession(urlSession: BoundedURLSession(maximumBodySize: limits.maximumBodySize), limits: limits),
      baseURL: base
    )
    progress("Fetching \(base.displayString)…")
    let quakes: [Quake]
    do {
      let feed = try await remoteStore.fetchRemoteFeedQuery(range: self.range)
      quakes = feed.quakes
      if feed.skippedFeatureCount > 0 {
        progress("Skipped \(feed.skippedFeatureCount) features with numbers out of range.")
      }
    } catch {
      throw CommandFailure(error.localizedDescription.removingURLUserInfo)
    }
    progress("Received \(quakes.count) quakes; merging…")
    let oldState = session.store.state
    try session.store.dispatch(action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes))))))
    let newState = session.store.state
    let diff = QuakesDiff(oldState: oldState, newState: newState, remoteQuakes: quakes)
    progress("Saving \(diff.inserted.count + diff.updated.count + diff.deleted.count) changes…")
    do {
      try await session.localStore.didFetchRemoteQuakesMutation(
        inserted: diff.inserted,
        updated: diff.updated,
        deleted: diff.deleted
      )
    } catch {
      throw CommandFailure(error.localizedDescription)
    }
    let total = newState.quakes.data.count
    let kept = total - diff.inserted.count - diff.updated.count
    print("inserted \(diff.inserted.count), updated \(diff.updated.count), deleted \(diff.deleted.count), kept \(kept), total \(total)")
  }
}
