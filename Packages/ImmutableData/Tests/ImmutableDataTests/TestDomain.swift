import Foundation
import ImmutableData
import Synchronization

/// A tiny domain for exercising the store: an integer that actions change.
enum TestAction: Sendable, Hashable {
  case didIncrement
  case didAdd(Int)
  case didFail
}

struct TestReducerError: Error, Equatable {}

enum TestReducer {
  @Sendable static func reduce(state: Int, action: TestAction) throws -> Int {
    switch action {
    case .didIncrement:
      return state + 1
    case .didAdd(let amount):
      return state + amount
    case .didFail:
      throw TestReducerError()
    }
  }
}

@MainActor func makeTestStore(initialState: Int = 0) -> Store<Int, TestAction> {
  Store(initialState: initialState, reducer: TestReducer.reduce)
}

/// Reads exactly `count` elements from an iterator, in order.
func next<Iterator: AsyncIteratorProtocol>(
  _ count: Int,
  from iterator: inout Iterator
) async throws -> [Iterator.Element] {
  var elements: [Iterator.Element] = []
  for _ in 0..<count {
    guard let element = try await iterator.next() else { break }
    elements.append(element)
  }
  return elements
}

/// A one-way flag a `@Sendable` closure can set and a test can read afterwards.
final class Flag: Sendable {
  private let value = Mutex(false)

  var isSet: Bool {
    self.value.withLock { $0 }
  }

  func set() {
    self.value.withLock { $0 = true }
  }
}
