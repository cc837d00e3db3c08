/// The name of the form action the host is performing on this task, for code that reads it.
///
/// The host still binds ``formAction`` while it performs a form post, but DevTools records
/// `ActionOrigin.current` (ImmutableData), which the host binds at the same time with the page
/// location and tab the form was posted from, and which Listeners and DevTools' import bind
/// too: one task-local read per recorded action tells them all apart.
public enum DispatchOrigin {
  /// The name of the form action being performed on this task, or nil.
  @TaskLocal public static var formAction: String?
}
