import Foundation
import ImmutableData
import TestSupport
import Testing

// Code written the way the book writes its tests and adopters: test doubles conforming to the
// three protocols with the book's exact requirements, used through generic code that knows only
// the protocols. If a requirement drifts from the book's, this file stops compiling.

enum BookAction: Sendable, Equatable {
  case didIncrement
  case didDecrement
}

/// The book's store test double: records what it was asked, answers from a state the test sets.
@MainActor final class StoreTestDouble: ImmutableData.Dispatcher, ImmutableData.Selector, ImmutableData.Streamer {
  typealias State = Int
  typealias Action = BookAction
  typealias Dispatcher = StoreTestDouble
  typealias Selector = StoreTestDouble
  typealias Stream = StreamTestDouble<(oldState: Int, action: BookAction)>

  var state = 0
  private(set) var parameterActions: [BookAction] = []
  private(set) var synchronousThunks = 0
  private(set) var asynchronousThunks = 0
  private(set) var streams: [Stream] = []

  func dispatch(action: BookAction) throws {
    self.parameterActions.append(action)
  }

  func dispatch(thunk: @Sendable (StoreTestDouble, StoreTestDouble) throws -> Void) rethrows {
    self.synchronousThunks += 1
    try thunk(self, self)
  }

  func dispatch(thunk: @Sendable (StoreTestDouble, StoreTestDouble) async throws -> Void) async rethrows {
    self.asynchronousThunks += 1
    try await thunk(self, self)
  }

  func select<T>(_ selector: @Sendable (Int) -> T) -> T where T: Sendable {
    selector(self.state)
  }

  func makeStream() -> Stream {
    let stream = Stream()
    self.streams.append(stream)
    return stream
  }
}

/// Product code as the book writes it, generic over the protocols: a thunk that reads the
/// state and dispatches `didIncrement` until the state reaches `target`.
func incrementThunk<Dispatcher, Selector>(
  to target: Int
) -> @Sendable (Dispatcher, Selector) throws -> Void
where Dispatcher: ImmutableData.Dispatcher<Int, BookAction>, Selector: ImmutableData.Selector<Int> {
  { dispatcher, selector in
    // A synchronous thunk runs on the main actor: the store calls it there, synchronously.
    try MainActor.assumeIsolated {
      if selector.select({ $0 }) < target {
        try dispatcher.dispatch(action: .didIncrement)
      }
    }
  }
}

/// The asynchronous counterpart: awaits, then dispatches one `didDecrement` per positive unit.
func decrementThunk<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
where Dispatcher: ImmutableData.Dispatcher<Int, BookAction>, Selector: ImmutableData.Selector<Int> {
  { dispatcher, selector in
    await Task.yield()
    let count = await selector.select { $0 }
    for _ in 0..<Swift.max(0, count) {
      try await dispatcher.dispatch(action: .didDecrement)
    }
  }
}

/// A listener as the book writes one: it reads the stream of any `Streamer` one element at a
/// time and records `(oldState, action, newState)`.
@MainActor final class RecordingListener {
  private(set) var received: [(oldState: Int, action: BookAction, newState: Int)] = []
  private var task: Task<Void, Never>?

  func listen<Store>(to store: Store)
  where Store: ImmutableData.Selector<Int> & ImmutableData.Streamer<Int, BookAction> & AnyObject {
    let stream = store.makeStream()
    self.task = Task { [weak self] in
      do {
        for try await (oldState, action) in stream {
          self?.received.append((oldState: oldState, action: action, newState: store.select { $0 }))
        }
      } catch {
        Issue.record(error)
      }
    }
  }

  func cancel() {
    self.task?.cancel()
  }
}

@MainActor @Suite struct BookStyleTests {
  @Test func aSynchronousThunkWrittenForTheBookRunsAgainstTheStoreTestDouble() throws {
    let store = StoreTestDouble()
    store.state = 1
    try store.dispatch(thunk: incrementThunk(to: 2))
    #expect(store.synchronousThunks == 1)
    #expect(store.parameterActions == [.didIncrement])
    store.state = 2
    try store.dispatch(thunk: incrementThunk(to: 2))
    #expect(store.parameterActions == [.didIncrement])
  }

  @Test func theSameSynchronousThunkRunsOnTheRealStoreOnTheMainActor() throws {
    let store = Store<Int, BookAction>(initialState: 0) { state, action in
      switch action {
      case .didIncrement: state + 1
      case .didDecrement: state - 1
      }
    }
    try store.dispatch(thunk: incrementThunk(to: 1))
    try store.dispatch(thunk: incrementThunk(to: 1))
    #expect(store.select { $0 } == 1)
  }

  @Test func anAsynchronousThunkWrittenForTheBookRunsAgainstTheStoreTestDouble() async throws {
    let store = StoreTestDouble()
    store.state = 3
    try await store.dispatch(thunk: decrementThunk())
    #expect(store.asynchronousThunks == 1)
    #expect(store.parameterActions == [.didDecrement, .didDecrement, .didDecrement])
  }

  @Test func aListenerReadsTheStreamTestDoubleElementByElement() async throws {
    let store = StoreTestDouble()
    let listener = RecordingListener()
    listener.listen(to: store)
    let stream = try #require(store.streams.first)
    await stream.waitForRequests(1)
    #expect(listener.received.isEmpty)

    store.state = 1
    stream.send((oldState: 0, action: .didIncrement))
    await stream.waitForRequests(2)
    #expect(listener.received.map(\.oldState) == [0])
    #expect(listener.received.map(\.action) == [.didIncrement])
    #expect(listener.received.map(\.newState) == [1])

    store.state = 0
    stream.send((oldState: 1, action: .didDecrement))
    await stream.waitForRequests(3)
    #expect(listener.received.map(\.action) == [.didIncrement, .didDecrement])
    #expect(listener.received.map(\.newState) == [1, 0])
    listener.cancel()
    stream.finish()
  }

  @Test func theSameListenerReadsTheRealStoresStream() async throws {
    let store = Store<Int, BookAction>(initialState: 5) { state, action in
      switch action {
      case .didIncrement: state + 1
      case .didDecrement: state - 1
      }
    }
    let listener = RecordingListener()
    listener.listen(to: store)
    try store.dispatch(action: .didIncrement)
    try store.dispatch(action: .didDecrement)
    // The listener's task runs on the main actor; yielding lets it drain both elements.
    for _ in 0..<10_000 where listener.received.count < 2 {
      await Task.yield()
    }
    #expect(listener.received.map(\.oldState) == [5, 6])
    #expect(listener.received.map(\.action) == [.didIncrement, .didDecrement])
    listener.cancel()
  }

  // MARK: A store built from a `Reducer` value

  @Test func aStoreBuiltFromAReducerValueReducesEveryDispatchedAction() throws {
    let reducer: Reducer<Int, BookAction> = { state, action in
      switch action {
      case .didIncrement: state + 1
      case .didDecrement: state - 1
      }
    }
    let store = Store(initialState: 10, reducer: reducer)
    try store.dispatch(action: .didIncrement)
    try store.dispatch(action: .didIncrement)
    try store.dispatch(action: .didDecrement)
    #expect(store.select { $0 } == 11)
  }

  @Test func aReducerThatThrowsLeavesTheStateAsItWasAndTheDispatchThrows() throws {
    struct Floor: Error, Equatable {}
    // Refuses to go below zero.
    let reducer: Reducer<Int, BookAction> = { state, action in
      switch action {
      case .didIncrement: return state + 1
      case .didDecrement:
        guard state > 0 else { throw Floor() }
        return state - 1
      }
    }
    let store = Store(initialState: 1, reducer: reducer)
    try store.dispatch(action: .didDecrement)
    #expect(throws: Floor()) {
      try store.dispatch(action: .didDecrement)
    }
    #expect(store.select { $0 } == 0)
  }

  @Test func reducersComposeAsValuesOfTheSameType() throws {
    let counting: Reducer<Int, BookAction> = { state, action in
      action == .didIncrement ? state + 1 : state - 1
    }
    let store = Store(initialState: 0, reducer: Self.clamped(counting, to: 0...2))
    for _ in 0..<5 {
      try store.dispatch(action: .didIncrement)
    }
    #expect(store.select { $0 } == 2)
    for _ in 0..<5 {
      try store.dispatch(action: .didDecrement)
    }
    #expect(store.select { $0 } == 0)
  }

  /// Generic code over the typealias: a reducer whose results stay within `range`.
  private static func clamped<Action>(
    _ reducer: @escaping Reducer<Int, Action>,
    to range: ClosedRange<Int>
  ) -> Reducer<Int, Action> {
    { state, action in
      Swift.min(Swift.max(try reducer(state, action), range.lowerBound), range.upperBound)
    }
  }
}
