import Testing

@testable import ImmutableData

@MainActor @Suite struct StoreStreamTests {
  @Test func everySubscriberGetsEveryElementInDispatchOrder() async throws {
    let store = makeTestStore()
    let first = store.makeStream().makeAsyncIterator()
    let second = store.makeStream().makeAsyncIterator()

    try store.dispatch(action: .didIncrement)
    try store.dispatch(action: .didAdd(10))
    try store.dispatch(action: .didIncrement)

    let expected: [(Int, TestAction)] = [(0, .didIncrement), (1, .didAdd(10)), (11, .didIncrement)]
    for iterator in [first, second] {
      var iterator = iterator
      let elements = try await next(3, from: &iterator)
      #expect(elements.map(\.oldState) == expected.map(\.0))
      #expect(elements.map(\.action) == expected.map(\.1))
    }
  }

  @Test func anElementIsYieldedAfterTheReducerReturnedWithTheOldState() async throws {
    let store = makeTestStore(initialState: 5)
    var iterator = store.makeStream().makeAsyncIterator()
    try store.dispatch(action: .didAdd(2))
    let element = try #require(await iterator.next())
    #expect(element.oldState == 5)
    #expect(element.action == .didAdd(2))
    #expect(store.state == 7)
  }

  @Test func aThrowingReducerYieldsNothing() async throws {
    let store = makeTestStore()
    var iterator = store.makeStream().makeAsyncIterator()
    #expect(throws: TestReducerError.self) { try store.dispatch(action: .didFail) }
    try store.dispatch(action: .didIncrement)
    // The first element delivered is the successful dispatch: the failed one left no trace.
    let element = try #require(await iterator.next())
    #expect(element.action == .didIncrement)
    #expect(element.oldState == 0)
  }

  @Test func aNewStreamGetsNoEarlierElements() async throws {
    let store = makeTestStore()
    try store.dispatch(action: .didAdd(1))
    try store.dispatch(action: .didAdd(2))
    var iterator = store.makeStream().makeAsyncIterator()
    try store.dispatch(action: .didAdd(3))
    let element = try #require(await iterator.next())
    #expect(element.action == .didAdd(3))
    #expect(element.oldState == 3)
  }

  @Test func aCancelledConsumerStopsReceivingWithoutBreakingLaterDispatches() async throws {
    let store = makeTestStore()
    let cancelledStream = store.makeStream()
    var survivor = store.makeStream().makeAsyncIterator()
    #expect(store.registrar.count == 2)

    let consumer = Task {
      var received: [TestAction] = []
      for await element in cancelledStream {
        received.append(element.action)
      }
      return received
    }
    consumer.cancel()
    let received = await consumer.value
    #expect(received.isEmpty)

    try store.dispatch(action: .didIncrement)
    try store.dispatch(action: .didIncrement)
    #expect(store.state == 2)
    let elements = try await next(2, from: &survivor)
    #expect(elements.map(\.oldState) == [0, 1])
    // The cancelled consumer's registration is gone, so it costs later dispatches nothing.
    #expect(store.registrar.count == 1)
  }

  @Test func releasingTheStoreFinishesEveryStream() async throws {
    var store: Store<Int, TestAction>? = makeTestStore()
    let streams = [store!.makeStream(), store!.makeStream()]
    try store!.dispatch(action: .didIncrement)
    store = nil
    for stream in streams {
      var actions: [TestAction] = []
      for await element in stream {
        actions.append(element.action)
      }
      // Buffered elements are still delivered, then the stream ends.
      #expect(actions == [.didIncrement])
    }
  }

  @Test func theLosslessPolicyBuffersEveryElementWhileTheConsumerLags() async throws {
    let store = makeTestStore()
    var iterator = store.makeStream(bufferingPolicy: .lossless).makeAsyncIterator()
    for amount in 1...100 {
      try store.dispatch(action: .didAdd(amount))
    }
    let elements = try await next(100, from: &iterator)
    #expect(elements.map(\.action) == (1...100).map { .didAdd($0) })
  }

  @Test(arguments: [1, 3])
  func theLatestPolicyKeepsOnlyTheNewestElementsWhileTheConsumerLags(count: Int) async throws {
    let store = makeTestStore()
    var latest = store.makeStream(bufferingPolicy: .latest(count)).makeAsyncIterator()
    for _ in 1...10 {
      try store.dispatch(action: .didIncrement)
    }
    store.registrar.finishAll()
    var oldStates: [Int] = []
    while let element = await latest.next() {
      oldStates.append(element.oldState)
    }
    #expect(oldStates == Array((10 - count)..<10))
  }

  @Test func theLatestPolicyRejectsANonPositiveCountByKeepingOneElement() async throws {
    let store = makeTestStore()
    var latest = store.makeStream(bufferingPolicy: .latest(0)).makeAsyncIterator()
    try store.dispatch(action: .didIncrement)
    try store.dispatch(action: .didIncrement)
    store.registrar.finishAll()
    let element = try #require(await latest.next())
    #expect(element.oldState == 1)
    #expect(await latest.next() == nil)
  }
}
