/// What a user can do on the Counter page; each is a form the page posts (`/counter/actions/<rawValue>`).
public enum CounterEvent: String, CaseIterable, Sendable {
  case increment
  case decrement
}
