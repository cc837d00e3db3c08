import AnimalsData
import DomainRegistry
import ImmutableBinding

extension AnimalsEvent {
  /// Dispatches the action the event means, through the component the book dispatches it from.
  ///
  /// A reference to something that does not exist (a category, an animal deleted in another
  /// window) is a `FormError`: the reducer refused the action and the state is unchanged.
  @MainActor package func dispatch(to provider: Provider<AnimalsStore>) throws(FormError) {
    let dispatcher = provider.dispatcher
    switch self {
    case .tappedReloadSampleData:
      do {
        try CategoryList.Container.onReloadSampleData(dispatcher: dispatcher)
      } catch {
        throw .invalidField("reload", reason: "The sample data could not be reloaded: \(error)")
      }
    case .tappedDeleteAnimal(let animalId, let source):
      do {
        switch source {
        case .list:
          try AnimalList.Container.onTapDeleteSelectedAnimalButton(animalId: animalId, dispatcher: dispatcher)
        case .detail:
          try AnimalDetail.Container.onTapDeleteSelectedAnimalButton(animalId: animalId, dispatcher: dispatcher)
        }
      } catch {
        throw Self.unknownAnimal(animalId)
      }
    case .tappedAddAnimal(let data):
      try Self.requireCategory(data.categoryId, in: provider.store)
      do {
        try AnimalEditor.Container.onTapAddAnimalButton(data: data, dispatcher: dispatcher)
      } catch {
        throw .invalidField(AnimalsFormField.draft, reason: "The animal could not be added: \(error.localizedDescription)")
      }
    case .tappedUpdateAnimal(let data):
      try Self.requireCategory(data.categoryId, in: provider.store)
      do {
        try AnimalEditor.Container.onTapUpdateAnimalButton(data: data, dispatcher: dispatcher)
      } catch {
        throw Self.unknownAnimal(data.animalId)
      }
    }
  }

  @MainActor private static func requireCategory(_ categoryId: String, in store: AnimalsStore) throws(FormError) {
    guard store.select(AnimalsState.selectCategory(categoryId: categoryId)) != nil else {
      throw .invalidField(AnimalsFormField.categoryId, reason: "There is no category “\(categoryId)”.")
    }
  }

  private static func unknownAnimal(_ animalId: String) -> FormError {
    .invalidField(
      AnimalsFormField.animalId,
      reason: "There is no animal with the id “\(animalId)”; it may have been deleted in another window."
    )
  }
}

extension AnimalsEvent {
  /// True once the work the event started has finished, either way: its status left `waiting`.
  @MainActor package func isSettled(in store: AnimalsStore) -> Bool {
    switch self {
    case .tappedReloadSampleData:
      store.select(AnimalsState.selectCategoriesStatus()) != .waiting
        && store.select(AnimalsState.selectAnimalsStatus()) != .waiting
    case .tappedDeleteAnimal(let animalId, _):
      store.select(AnimalsState.selectAnimalStatus(animalId: animalId)) != .waiting
    case .tappedAddAnimal(let data):
      store.select(AnimalsState.selectAnimalStatus(animalId: data.id)) != .waiting
    case .tappedUpdateAnimal(let data):
      store.select(AnimalsState.selectAnimalStatus(animalId: data.animalId)) != .waiting
    }
  }

  /// Waits until the event's work settled or `limit` passed, whichever comes first.
  ///
  /// A form post waits here before its redirect, so the page it lands on already shows the
  /// outcome, also without script. Past the limit the page shows `waiting` and updates live.
  @MainActor package func settle(in store: AnimalsStore, limit: Duration) async {
    let event = self
    await AnimalsSettling.wait(in: store, limit: limit) { event.isSettled(in: $0) }
  }
}
