/// Who is dispatching right now, as far as the host knows: a page's form action, or nobody
/// (a Listener or thunk working on its own task).
///
/// The host binds ``formAction`` while it performs a form post, so anything the post dispatches
/// synchronously (or from tasks it starts) can tell where it came from. DevTools shows it.
public enum DispatchOrigin {
  /// The name of the form action being performed on this task, or nil.
  @TaskLocal public static var formAction: String?
}
