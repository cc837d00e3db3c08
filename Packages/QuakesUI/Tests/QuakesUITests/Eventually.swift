/// Waits until `condition` holds, giving the store's streams the main actor in between.
///
/// Not a timing assertion: the bound only stops a broken test from hanging.
@MainActor func eventually(
  _ condition: @MainActor () -> Bool,
  limit: Duration = .seconds(20)
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while condition() == false {
    if clock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return true
}
