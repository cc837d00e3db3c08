/// Something a page's form posts: `POST /<slug>/actions/<name>`, then a redirect back.
///
/// Modules build their actions from their ``ModuleForm`` types with
/// ``init(_:target:)``, so every form is decoded, dispatched and settled the same way:
///
/// ```swift
/// public var actions: [FormAction] {
///   [FormAction(Counter.IncrementForm.self) { try self.requireProvider() }]
/// }
/// ```
public struct FormAction: Sendable {
  /// The action's name: the last path component of the URL its form posts to.
  public let name: String
  /// Maps the submitted fields to Action values and dispatches them. Throws ``FormError`` for
  /// bad input or an action the store refused; the host then shows the page again with the
  /// message next to the field (or in the status line) and changes nothing else.
  public let perform: @MainActor @Sendable (FormSubmission) async throws -> Void
  /// Reads a submission without dispatching anything: throws the ``FormError`` a post of it
  /// would get from the form's decoding. The host uses it to show a field's error while the
  /// person types (the same text a submit gives, with no rule written twice); nil when the
  /// action cannot tell before it runs.
  public let validate: (@Sendable (FormSubmission) throws(FormError) -> Void)?

  /// Every field refusal a post of `submission` would get, in the form's reading order: the
  /// decoding runs again past each refused field (whose reader then returns a value that
  /// passes) until it succeeds or fails for a reason already known. The host answers a page
  /// checking as the person types with all of them, so the quantity typed first is explained
  /// while the title above it is still empty. Empty when the submission would be taken (or the
  /// action cannot tell); a refusal naming no field ends the list (and is in it only when it
  /// comes first).
  ///
  /// ```swift
  /// action.problems(in: FormSubmission(fields: ["title": "", "quantity": "100"]))
  /// // [.invalidField("title", …"must not be empty."), .invalidField("quantity", …"from 1 to 99.")]
  /// ```
  public func problems(in submission: FormSubmission) -> [FormError] {
    guard let validate else { return [] }
    var submission = submission
    var problems: [FormError] = []
    // Each round passes one more field, so a form of n fields ends within n + 1 rounds.
    while problems.count <= submission.fields.count + 64 {
      do throws(FormError) {
        try validate(submission)
        return problems
      } catch {
        guard let field = error.field, !submission.passing.contains(field) else {
          // No field to pass, or one already passed: after a first refusal that may come
          // from the stand-in values, so only a first one counts.
          if problems.isEmpty { problems.append(error) }
          return problems
        }
        problems.append(error)
        submission.passing.insert(field)
      }
    }
    return problems
  }

  /// An action from a closure, which cannot be validated before it runs; prefer
  /// ``init(_:target:)``, which keeps the form contract.
  public init(name: String, perform: @escaping @MainActor @Sendable (FormSubmission) async throws -> Void) {
    self.init(name: name, validate: nil, perform: perform)
  }

  /// An action from closures: `validate` reads a submission as `perform` would, without its
  /// effects (nil when it cannot tell before running).
  ///
  /// ```swift
  /// FormAction(
  ///   name: "add",
  ///   validate: { submission throws(FormError) in _ = try Amount(submission) },
  ///   perform: { submission in try store.dispatch(action: .didAdd(try Amount(submission).value)) }
  /// )
  /// ```
  public init(
    name: String,
    validate: (@Sendable (FormSubmission) throws(FormError) -> Void)?,
    perform: @escaping @MainActor @Sendable (FormSubmission) async throws -> Void
  ) {
    self.name = name
    self.validate = validate
    self.perform = perform
  }

  /// The action that posts `Form`: reads the submission into a `Form` (field-level errors
  /// first), dispatches it to what `target` returns, then waits for the form's work to settle
  /// (bounded by the form), so the page the host returns to shows the outcome.
  ///
  /// An error that is not a ``FormError`` (a reducer or a store refusing the action) becomes
  /// ``FormError/failed(_:)`` with the error's own description: the page shows it in the
  /// module's status line, never as a bare server error. `target` throwing (the module is not
  /// started) is passed on unchanged. The action's ``validate`` is `Form`'s decoding alone.
  public init<Form: ModuleForm>(
    _ form: Form.Type,
    target: @escaping @MainActor @Sendable () throws -> Form.Target
  ) {
    self.init(
      name: Form.name,
      validate: { submission throws(FormError) in _ = try Form(submission) },
      perform: { submission in
        let target = try target()
        let form = try Form(submission)
        do {
          try form.dispatch(to: target)
        } catch let error as FormError {
          throw error
        } catch {
          throw FormError.failed(Form.message(for: error))
        }
        await form.settle(in: target)
      }
    )
  }

  /// The URL a form posts to for the action `name` of the module `slug`.
  public static func path(slug: String, name: String) -> String {
    "/\(slug)/actions/\(name)"
  }
}
