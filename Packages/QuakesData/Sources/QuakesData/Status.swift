/// Where the most recent fetch of quakes stands.
public enum Status: Hashable, Sendable, Codable {
  case empty
  case waiting
  case success
  case failure(error: String)
}
