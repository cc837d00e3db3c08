/// The name of the form action the host was performing on this task.
///
/// Deprecated: the host no longer binds ``formAction`` (nothing read it). DevTools records
/// `ActionOrigin.current` (ImmutableData), which the host binds while it performs a form, with
/// the page location and tab the form came from, and which Listeners and DevTools' import bind
/// too: one task-local read per recorded action tells them all apart.
public enum DispatchOrigin {
  /// Always nil now: read `ActionOrigin.current` instead.
  ///
  /// ```swift
  /// if let origin = ActionOrigin.current, origin.kind == .formPost {
  ///   print(origin.name, origin.location ?? "")  // "increment /counter"
  /// }
  /// ```
  @available(*, deprecated, message: "The host no longer binds it; read ActionOrigin.current (ImmutableData) instead.")
  @TaskLocal public static var formAction: String?
}
