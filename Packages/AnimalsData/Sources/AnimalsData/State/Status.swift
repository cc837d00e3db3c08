/// Where an asynchronous operation on the persistent store stands.
public enum Status: Hashable, Sendable {
  case empty
  case waiting
  case success
  case failure(error: String)
}
