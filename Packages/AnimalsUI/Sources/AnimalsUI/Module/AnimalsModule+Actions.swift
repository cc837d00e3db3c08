import DomainRegistry

extension AnimalsModule {
  /// Reload, delete, add and update: each maps its form to one action, then waits (bounded)
  /// for the Listener's work so the redirect lands on the outcome.
  public var actions: [FormAction] {
    AnimalsFormAction.allCases.map { formAction in
      FormAction(name: formAction.rawValue) { [weak self] submission in
        guard let self else { throw ModuleNotStarted(slug: "animals") }
        try await self.perform(formAction, fields: submission.fields)
      }
    }
  }

  /// Bad input throws a `FormError` (the host shows it on a 400 page) and dispatches nothing.
  package func perform(_ formAction: AnimalsFormAction, fields: [String: String]) async throws {
    guard let running = self.running else { throw ModuleNotStarted(slug: self.slug) }
    let event = try AnimalsEvent(action: formAction, form: fields)
    self.logger.debug("\(formAction.rawValue): \(String(describing: event))")
    try event.dispatch(to: running.provider)
    await event.settle(in: running.provider.store, limit: self.settleLimit)
  }
}
