import Foundation
import Services

/// Where Refresh fetches earthquakes from (`--quakes-feed`).
enum QuakesFeed: Hashable, Sendable {
  /// The real USGS summary feeds.
  case usgs
  /// The bundled USGS snapshots, served by this app itself so a refresh works offline.
  case sample
  /// Any other base URL under which `summary/all_hour.geojson` etc. are found.
  case baseURL(URL)
}

extension QuakesFeed {
  static let usgsBaseURL = URL(string: "https://earthquake.usgs.gov/earthquakes/feed/v1.0/")!

  struct ParseError: Error, CustomStringConvertible {
    let value: String
    var description: String {
      "--quakes-feed must be \"usgs\", \"sample\" or an http(s) base URL, not \"\(value.removingURLUserInfo)\"."
    }
  }

  /// Reads `usgs`, `sample` or an absolute http(s) URL (a missing final "/" is added).
  init(argument: String) throws {
    switch argument.lowercased() {
    case "", "usgs":
      self = .usgs
    case "sample":
      self = .sample
    default:
      guard
        var components = URLComponents(string: argument),
        let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
        components.host?.isEmpty == false
      else {
        throw ParseError(value: argument)
      }
      if components.path.hasSuffix("/") == false {
        components.path += "/"
      }
      guard let url = components.url else { throw ParseError(value: argument) }
      self = .baseURL(url)
    }
  }

  /// The base URL the remote store fetches under, given where this app serves its samples.
  func baseURL(sampleBaseURL: URL) -> URL {
    switch self {
    case .usgs: Self.usgsBaseURL
    case .sample: sampleBaseURL
    case .baseURL(let url): url
    }
  }
}
