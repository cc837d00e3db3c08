import Testing

@testable import TestSupport

@MainActor @Suite struct EventuallyTests {
  @Test func returnsTrueOnceTheConditionHoldsAndStopsAsking() async {
    var calls = 0
    let held = await eventually(every: .milliseconds(1)) {
      calls += 1
      return calls == 3
    }
    #expect(held)
    #expect(calls == 3)
  }

  @Test func returnsFalseWhenTheConditionNeverHoldsWithinTheLimit() async {
    var calls = 0
    let held = await eventually(within: .milliseconds(50), every: .milliseconds(5)) {
      calls += 1
      return false
    }
    #expect(held == false)
    #expect(calls > 1)
  }

  @Test func seesWorkTheCallersActorDoesWhileItSleeps() async {
    var done = false
    Task { @MainActor in done = true }
    #expect(await eventually { done })
  }

  @Test func passesOnTheConditionsError() async {
    struct Broken: Error {}
    await #expect(throws: Broken.self) {
      _ = try await eventually { throw Broken() }
    }
  }

  @Test func worksOutsideTheMainActor() async {
    let counter = Counter()
    Task { await counter.increment() }
    #expect(await Task.detached { await eventually { await counter.value == 1 } }.value)
  }
}

private actor Counter {
  var value = 0
  func increment() { self.value += 1 }
}
