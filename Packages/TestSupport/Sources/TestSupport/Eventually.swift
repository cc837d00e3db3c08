/// Polls `condition` until it holds or `limit` has passed, sleeping `interval` in between.
///
/// Waiting on an outcome, not timing it: the bound only stops a broken test from hanging, so
/// callers assert on the returned value (`#expect(await eventually { … })`). The function runs
/// on the caller's actor (`#isolation`), so a main-actor test may read main-actor state in the
/// condition, and the sleeps give that actor to the work being waited for.
///
/// - Returns: `true` as soon as `condition` returns `true`; `false` once `limit` has passed
///   (or the task was cancelled) without it holding.
public func eventually(
  within limit: Duration = .seconds(10),
  every interval: Duration = .milliseconds(20),
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () async throws -> Bool
) async rethrows -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while try await condition() == false {
    if clock.now >= deadline || Task.isCancelled { return false }
    try? await Task.sleep(for: interval)
  }
  return true
}
