/// Where an asynchronous operation on the persistent store stands.
public enum Status: Hashable, Sendable, Codable {
  case empty
  case waiting
  case success
  case failure(error: String)
}
