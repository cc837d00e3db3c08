import Testing

@testable import TestSupport

@MainActor @Suite struct StreamTestDoubleTests {
  @Test func deliversWhatIsSentAndCountsEachRequestOfTheConsumer() async {
    let stream = StreamTestDouble<Int>()
    var received: [Int] = []
    let consumer = Task { @MainActor in
      for await element in stream { received.append(element) }
    }
    await stream.waitForRequests(1)
    #expect(received.isEmpty)
    stream.send(1)
    // The loop asks for element 2 only after its body handled element 1.
    await stream.waitForRequests(2)
    #expect(received == [1])
    stream.send(2)
    stream.finish()
    await consumer.value
    #expect(received == [1, 2])
  }
}
