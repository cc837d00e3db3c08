/// A form of a module's page, read in one place: its name, its fields, how a post becomes an
/// action, where it is dispatched and when its work has settled. The module lists each form
/// once as ``FormAction/init(_:target:)``; the host does the rest (decoding the body, showing
/// errors next to their fields with the typed input kept, redirecting back).
///
/// ```swift
/// struct AddTodoForm: ModuleForm {
///   static let name = "add-todo"
///   static let title = FormField(name: "title", label: "Title", maxLength: 120)
///   let title: String
///
///   init(_ submission: FormSubmission) throws(FormError) {
///     title = try submission.value(of: Self.title)
///   }
///
///   @MainActor func dispatch(to provider: Provider<TodosStore>) throws {
///     try provider.dispatcher.dispatch(action: .ui(.didTapAddButton(title: title)))
///   }
/// }
/// ```
public protocol ModuleForm: Sendable {
  /// What the form dispatches to: usually the module's `Provider` of its store.
  associatedtype Target

  /// The form action's name: the form posts to `/<slug>/actions/<name>`.
  static var name: String { get }

  /// Reads a post. A missing or unusable value throws a ``FormError`` naming the field;
  /// nothing is dispatched.
  init(_ submission: FormSubmission) throws(FormError)

  /// Dispatches the action the form means. Throw ``FormError`` to point at a field (an id that
  /// no longer exists); any other error (the reducer refused) is shown with
  /// ``message(for:)`` in the status line.
  @MainActor func dispatch(to target: Target) throws

  /// Returns once the work the action started has finished, or after a bound the form chooses;
  /// the host redirects afterwards, so the page shows the outcome also without script. The
  /// default returns at once (the reducer's change is already in the store).
  @MainActor func settle(in target: Target) async

  /// The status-line message for an error `dispatch` threw that is not a ``FormError``.
  /// The default is the error's own description.
  static func message(for error: any Error) -> String
}

extension ModuleForm {
  /// Nothing to wait for: the reducer's change is in the store when `dispatch` returns.
  @MainActor public func settle(in target: Target) async {}

  /// The error's own description, e.g. a reducer's "There is no todo with the id …".
  public static func message(for error: any Error) -> String {
    String(describing: error)
  }
}
