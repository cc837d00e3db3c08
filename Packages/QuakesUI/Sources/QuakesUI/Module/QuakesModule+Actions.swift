import DomainRegistry
import QuakesData

extension QuakesModule {
  /// Refresh, Delete Selected and Delete All: each maps its form to one action.
  public var actions: [FormAction] {
    QuakesFormAction.allCases.map { formAction in
      FormAction(name: formAction.rawValue) { [weak self] submission in
        guard let self else { throw ModuleNotStarted(slug: "quakes") }
        try self.perform(formAction, fields: submission.fields)
      }
    }
  }

  package func perform(_ formAction: QuakesFormAction, fields: [String: String]) throws {
    guard let running = self.running else { throw ModuleNotStarted(slug: self.slug) }
    let event: QuakesEvent
    do {
      event = try QuakesEvent(action: formAction, form: fields)
    } catch let error as QuakesEvent.FormError {
      throw FormError.invalidField(error.field, reason: error.description)
    }
    do {
      try QuakesContainer.handle(event, dispatcher: running.provider.dispatcher)
    } catch {
      // The reducer's only error here: deleting a quake that is already gone (another tab).
      throw FormError.invalidField("quakeId", reason: "That earthquake no longer exists.")
    }
  }
}
