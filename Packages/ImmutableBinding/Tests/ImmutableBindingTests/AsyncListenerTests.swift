import Testing

@testable import ImmutableBinding

@MainActor @Suite(.timeLimit(.minutes(1))) struct AsyncListenerTests {
  private struct Report: Equatable {
    let output: Int
    let isChanged: Bool
  }

  private func makeListener(reports: @escaping @MainActor (Report) -> Void)
    -> AsyncListener<TestState, TestAction, Int, Int>
  {
    let listener = AsyncListener<TestState, TestAction, Int, Int>(
      dependencySelector: DependencySelector { $0.first },
      outputSelector: OutputSelector { $0.first + $0.output }
    )
    listener.onOutput = { output, isChanged in
      reports(Report(output: output, isChanged: isChanged))
    }
    return listener
  }

  @Test func reportsEveryComputedOutputWithWhetherItChanged() async {
    let store = TestStore()
    var reports: [Report] = []
    let listener = makeListener { reports.append($0) }
    listener.listen(to: store)
    #expect(reports == [Report(output: 0, isChanged: true)])
    await store.waitForRequests(1)

    // Dependency unchanged: no output is computed, nothing is reported.
    store.send(TestState(output: 5))
    await store.waitForRequests(2)
    #expect(reports.count == 1)
    #expect(listener.output == 0)

    // Dependency changed, output changed.
    store.send(TestState(first: 1, output: 5))
    await store.waitForRequests(3)
    // Dependency changed, output equal (1 + 5 == 2 + 4): computed and reported as unchanged.
    store.send(TestState(first: 2, output: 4))
    await store.waitForRequests(4)
    #expect(
      reports == [
        Report(output: 0, isChanged: true),
        Report(output: 6, isChanged: true),
        Report(output: 6, isChanged: false),
      ]
    )
  }

  @Test func cancelStopsEveryClosureAndEndsTheStream() async {
    let store = TestStore()
    var reports: [Report] = []
    let listener = makeListener { reports.append($0) }
    listener.listen(to: store)
    await store.waitForRequests(1)
    listener.cancel()
    #expect(listener.isListening == false)
    store.send(TestState(first: 1))
    await store.waitUntilNoLiveStreams()
    #expect(reports.count == 1)
  }

  @Test func listeningAgainStartsFromEmptyCaches() async {
    let first = TestStore()
    let second = TestStore()
    var reports: [Report] = []
    let listener = makeListener { reports.append($0) }
    listener.listen(to: first)
    listener.listen(to: second)
    // The same output is published again: a new subscription has no previous output.
    #expect(reports == [Report(output: 0, isChanged: true), Report(output: 0, isChanged: true)])
    await first.waitUntilNoLiveStreams()
    #expect(second.liveStreams == 1)
  }
}
