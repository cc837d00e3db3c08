import Synchronization
import Testing

@testable import ImmutableData

/// How a ``StoreStream`` hands its elements over: a burst without a hop per element, to
/// consumers on and off the main actor, and through the book's `AsyncStream` return type.
@MainActor @Suite struct StoreStreamDeliveryTests {
  /// Set by a main-actor task queued before the drain: it can only run if the drain suspends.
  @MainActor final class Flag {
    var isSet = false
  }

  @Test func aMainActorConsumerDrainsABurstWithoutLeavingTheMainActor() async throws {
    let store = makeTestStore()
    let stream = store.makeStream()
    for _ in 1...100 {
      try store.dispatch(action: .didIncrement)
    }
    let interleaved = Flag()
    // Queued on the main actor now: a consumer that hopped off and back per element (as an
    // `AsyncStream` consumer does) would let it run before the burst was drained.
    Task { @MainActor in interleaved.isSet = true }
    var oldStates: [Int] = []
    for await element in stream {
      oldStates.append(element.oldState)
      if oldStates.count == 100 { break }
    }
    #expect(interleaved.isSet == false)
    #expect(oldStates == Array(0..<100))
  }

  @Test func aConsumerOffTheMainActorReceivesEveryElementInOrder() async throws {
    let store = makeTestStore()
    let stream = store.makeStream()
    let consumer = Task.detached {
      var oldStates: [Int] = []
      for await element in stream {
        oldStates.append(element.oldState)
        if oldStates.count == 1_000 { break }
      }
      return oldStates
    }
    for _ in 1...1_000 {
      try store.dispatch(action: .didIncrement)
      if store.state % 100 == 0 {
        // Interleave with the consumer, so it also waits on an empty buffer now and then.
        await Task.yield()
      }
    }
    #expect(await consumer.value == Array(0..<1_000))
  }

  @Test func aWaitingConsumerIsResumedByTheNextDispatch() async throws {
    let store = makeTestStore()
    let stream = store.makeStream()
    let consumer = Task { @MainActor in
      var iterator = stream.makeAsyncIterator()
      return await iterator.next()?.action
    }
    // Let the consumer reach its suspension on the empty buffer first.
    while store.registrar.buffers.first?.buffer.state.withLock({ $0.waiters.isEmpty }) == true {
      await Task.yield()
    }
    try store.dispatch(action: .didAdd(4))
    #expect(await consumer.value == .didAdd(4))
  }

  @Test func releasingAnUnreadStreamUnregistersIt() async throws {
    let store = makeTestStore()
    do {
      let stream = store.makeStream()
      _ = stream
    }
    try store.dispatch(action: .didIncrement)
    // The dispatch found the consumer gone and dropped it.
    #expect(store.registrar.count == 0)
  }

  @Test func theBookReturnTypeStillCompilesAndDeliversInOrder() async throws {
    let store = makeTestStore()
    let stream: AsyncStream<(oldState: Int, action: TestAction)> = store.makeStream()
    try store.dispatch(action: .didAdd(1))
    try store.dispatch(action: .didAdd(2))
    var actions: [TestAction] = []
    for await element in stream {
      actions.append(element.action)
      if actions.count == 2 { break }
    }
    #expect(actions == [.didAdd(1), .didAdd(2)])
  }

  @Test func aCancelledWaitingConsumerEndsItsLoop() async throws {
    let store = makeTestStore()
    let stream = store.makeStream()
    let consumer = Task.detached {
      var count = 0
      for await _ in stream { count += 1 }
      return count
    }
    try store.dispatch(action: .didIncrement)
    while store.registrar.buffers.first?.buffer.state.withLock({ $0.waiters.isEmpty }) == true {
      await Task.yield()
    }
    consumer.cancel()
    #expect(await consumer.value == 1)
  }
}

extension StoreStreamDeliveryTests {
  @Test func aLongBurstLetsOtherMainActorWorkRunNowAndThen() async throws {
    let store = makeTestStore()
    let stream = store.makeStream()
    for _ in 1...2_000 {
      try store.dispatch(action: .didIncrement)
    }
    let interleaved = Flag()
    Task { @MainActor in interleaved.isSet = true }
    var countWhenInterleaved: Int?
    var count = 0
    for await _ in stream {
      count += 1
      if interleaved.isSet, countWhenInterleaved == nil { countWhenInterleaved = count }
      if count == 2_000 { break }
    }
    // The queued task ran during the burst, after one turn's worth of elements.
    let turn = try #require(countWhenInterleaved)
    #expect(turn > 200 && turn < 2_000)
  }
}
