import HashTreeCollections

/// The pure function from `(AnimalsState, AnimalsAction)` to the next state.
///
/// UI actions only mark work as `waiting`; the Listener sees the transition and runs it.
public enum AnimalsReducer {
  @Sendable public static func reduce(
    state: AnimalsState,
    action: AnimalsAction
  ) throws -> AnimalsState {
    switch action {
    case .ui(let action):
      return try self.reduce(state: state, action: action)
    case .data(let action):
      return try self.reduce(state: state, action: action)
    }
  }
}

extension AnimalsReducer {
  private static func reduce(
    state: AnimalsState,
    action: AnimalsAction.UI
  ) throws -> AnimalsState {
    switch action {
    case .categoryList(let action):
      return self.reduce(state: state, action: action)
    case .animalList(let action):
      return try self.reduce(state: state, action: action)
    case .animalDetail(let action):
      return try self.reduce(state: state, action: action)
    case .animalEditor(let action):
      return try self.reduce(state: state, action: action)
    }
  }

  private static func reduce(
    state: AnimalsState,
    action: AnimalsAction.UI.CategoryList
  ) -> AnimalsState {
    switch action {
    case .onAppear:
      // Only the first appearance fetches.
      guard state.categories.status == nil else {
        return state
      }
      var state = state
      state.categories.status = .waiting
      return state
    case .onTapReloadSampleDataButton:
      // A reload starts unless either domain is already waiting.
      guard
        state.categories.status != .waiting,
        state.animals.status != .waiting
      else {
        return state
      }
      var state = state
      state.categories.status = .waiting
      state.animals.status = .waiting
      return state
    }
  }

  private static func reduce(
    state: AnimalsState,
    action: AnimalsAction.UI.AnimalList
  ) throws -> AnimalsState {
    switch action {
    case .onAppear:
      guard state.animals.status == nil else {
        return state
      }
      var state = state
      state.animals.status = .waiting
      return state
    case .onTapDeleteSelectedAnimalButton(let animalId):
      return try state.onTapDeleteSelectedAnimalButton(animalId: animalId)
    }
  }

  private static func reduce(
    state: AnimalsState,
    action: AnimalsAction.UI.AnimalDetail
  ) throws -> AnimalsState {
    switch action {
    case .onTapDeleteSelectedAnimalButton(let animalId):
      return try state.onTapDeleteSelectedAnimalButton(animalId: animalId)
    }
  }

  private static func reduce(
    state: AnimalsState,
    action: AnimalsAction.UI.AnimalEditor
  ) throws -> AnimalsState {
    switch action {
    case .onTapAddAnimalButton(let id, let name, diet: _, categoryId: _):
      try Self.requireNameWithinLimit(name)
      // The placeholder keys the queue: an animal's id there would take over that animal's status.
      guard state.animals.data[id] == nil, id.unicodeScalars.count <= AnimalsState.maximumDraftIdLength else {
        throw Error(code: .draftIdTaken, animalId: id)
      }
      var state = try state.makingRoomInQueue()
      state.animals.queue[id] = .waiting
      return state
    case .onTapUpdateAnimalButton(let animalId, let name, diet: _, categoryId: _):
      try Self.requireNameWithinLimit(name)
      try state.requireAnimal(animalId)
      var state = try state.makingRoomInQueue()
      state.animals.queue[animalId] = .waiting
      return state
    }
  }

  private static func requireNameWithinLimit(_ name: String) throws {
    guard Animal.isNameWithinLimit(name) else {
      throw Error(code: .nameTooLong)
    }
  }
}

extension AnimalsState {
  /// This state with room for one more queued edit: when the queue is full, finished entries
  /// (success or failure) go; when every entry is still waiting, the edit is refused.
  fileprivate func makingRoomInQueue() throws -> Self {
    guard self.animals.queue.count >= Self.maximumQueuedEdits else { return self }
    var state = self
    for (id, status) in self.animals.queue where status != .waiting {
      state.animals.queue[id] = nil
    }
    guard state.animals.queue.count < Self.maximumQueuedEdits else {
      throw AnimalsReducer.Error(code: .tooManyPendingEdits)
    }
    return state
  }

  fileprivate func requireAnimal(_ animalId: Animal.ID) throws {
    guard self.animals.data[animalId] != nil else {
      throw AnimalsReducer.Error(code: .animalNotFound, animalId: animalId)
    }
  }

  /// Shared by the list and the detail: both mark the animal as waiting for its deletion.
  fileprivate func onTapDeleteSelectedAnimalButton(animalId: Animal.ID) throws -> Self {
    try self.requireAnimal(animalId)
    var state = self
    state.animals.queue[animalId] = .waiting
    return state
  }
}

extension AnimalsReducer {
  private static func reduce(
    state: AnimalsState,
    action: AnimalsAction.Data
  ) throws -> AnimalsState {
    switch action {
    case .persistentSession(.didFetchCategories(result: let result)):
      return self.persistentSessionDidFetchCategories(state: state, result: result)
    case .persistentSession(.didFetchAnimals(result: let result)):
      return self.persistentSessionDidFetchAnimals(state: state, result: result)
    case .persistentSession(.didReloadSampleData(result: let result)):
      return self.persistentSessionDidReloadSampleData(state: state, result: result)
    case .persistentSession(.didAddAnimal(id: let id, result: let result)):
      return self.persistentSessionDidAddAnimal(state: state, id: id, result: result)
    case .persistentSession(.didUpdateAnimal(animalId: let animalId, result: let result)):
      return try self.persistentSessionDidUpdateAnimal(state: state, animalId: animalId, result: result)
    case .persistentSession(.didDeleteAnimal(animalId: let animalId, result: let result)):
      return try self.persistentSessionDidDeleteAnimal(state: state, animalId: animalId, result: result)
    case .changeFeed(.didReceiveChange(change: let change)):
      return self.changeFeedDidReceiveChange(state: state, change: change)
    case .changeFeed(.didResynchronize(animals: let animals, categories: let categories)):
      return self.persistentSessionDidReloadSampleData(state: state, result: .success(animals: animals, categories: categories))
    case .changeFeed(.didFailToResynchronize(error: let error)):
      return self.changeFeedDidFailToResynchronize(state: state, error: error)
    }
  }

  /// The rows are kept; both lists' statuses show the failure, so every open page says its
  /// data may be stale, except one still waiting for this client's own fetch or reload (that
  /// outcome comes with its own action).
  private static func changeFeedDidFailToResynchronize(state: AnimalsState, error: String) -> AnimalsState {
    var state = state
    if state.categories.status != .waiting {
      state.categories.status = .failure(error: error)
    }
    if state.animals.status != .waiting {
      state.animals.status = .failure(error: error)
    }
    return state
  }

  /// A committed change is applied whatever this client knew: an unknown animal is added, a
  /// deletion of an animal it never had changes nothing. Statuses are left alone (they belong
  /// to this client's own operations). A replaced data set arrives as `didResynchronize`.
  private static func changeFeedDidReceiveChange(state: AnimalsState, change: AnimalsChange) -> AnimalsState {
    var state = state
    switch change {
    case .animalAdded(let animal), .animalUpdated(let animal):
      state.animals.data[animal.id] = animal
    case .animalDeleted(let animalId):
      state.animals.data[animalId] = nil
    case .sampleDataReloaded:
      break
    }
    return state
  }

  /// Fetched categories are merged in; a failure keeps what the state had.
  private static func persistentSessionDidFetchCategories(
    state: AnimalsState,
    result: AnimalsAction.Data.PersistentSession.FetchCategoriesResult
  ) -> AnimalsState {
    var state = state
    switch result {
    case .success(let categories):
      for category in categories {
        state.categories.data[category.id] = category
      }
      state.categories.status = .success
    case .failure(let error):
      state.categories.status = .failure(error: error)
    }
    return state
  }

  /// Fetched animals are merged in; a failure keeps what the state had.
  private static func persistentSessionDidFetchAnimals(
    state: AnimalsState,
    result: AnimalsAction.Data.PersistentSession.FetchAnimalsResult
  ) -> AnimalsState {
    var state = state
    switch result {
    case .success(let animals):
      for animal in animals {
        state.animals.data[animal.id] = animal
      }
      state.animals.status = .success
    case .failure(let error):
      state.animals.status = .failure(error: error)
    }
    return state
  }

  /// Reloaded sample data replaces both domains; a failure marks both and keeps the data.
  private static func persistentSessionDidReloadSampleData(
    state: AnimalsState,
    result: AnimalsAction.Data.PersistentSession.ReloadSampleDataResult
  ) -> AnimalsState {
    var state = state
    switch result {
    case .success(let animals, let categories):
      var animalsData = TreeDictionary<Animal.ID, Animal>()
      for animal in animals {
        animalsData[animal.id] = animal
      }
      state.animals.data = animalsData
      state.animals.status = .success
      var categoriesData = TreeDictionary<Category.ID, Category>()
      for category in categories {
        categoriesData[category.id] = category
      }
      state.categories.data = categoriesData
      state.categories.status = .success
    case .failure(let error):
      state.animals.status = .failure(error: error)
      state.categories.status = .failure(error: error)
    }
    return state
  }

  /// The new animal is keyed by its real id; the status stays under the placeholder `id`.
  private static func persistentSessionDidAddAnimal(
    state: AnimalsState,
    id: Animal.ID,
    result: AnimalsAction.Data.PersistentSession.AddAnimalResult
  ) -> AnimalsState {
    var state = state
    switch result {
    case .success(let animal):
      state.animals.data[animal.id] = animal
      state.animals.queue[id] = .success
    case .failure(let error):
      state.animals.queue[id] = .failure(error: error)
    }
    return state
  }

  private static func persistentSessionDidUpdateAnimal(
    state: AnimalsState,
    animalId: Animal.ID,
    result: AnimalsAction.Data.PersistentSession.UpdateAnimalResult
  ) throws -> AnimalsState {
    try state.requireAnimal(animalId)
    var state = state
    switch result {
    case .success(let animal):
      state.animals.data[animal.id] = animal
      state.animals.queue[animalId] = .success
    case .failure(let error):
      state.animals.queue[animalId] = .failure(error: error)
    }
    return state
  }

  private static func persistentSessionDidDeleteAnimal(
    state: AnimalsState,
    animalId: Animal.ID,
    result: AnimalsAction.Data.PersistentSession.DeleteAnimalResult
  ) throws -> AnimalsState {
    // The change feed can remove the animal before this client's own delete is answered (the
    // server publishes the deletion as it commits it): the deletion this client is waiting for
    // has happened, so its waiting entry settles instead of the answer being refused. An animal
    // nobody here is deleting must still exist, as in the book.
    let deletedByChangeFeed = state.animals.data[animalId] == nil && state.animals.queue[animalId] == .waiting
    if !deletedByChangeFeed {
      try state.requireAnimal(animalId)
    }
    var state = state
    switch result {
    case .success(let animal):
      state.animals.data[animal.id] = nil
      state.animals.queue[animal.id] = .success
    case .failure(let error):
      state.animals.queue[animalId] = .failure(error: error)
    }
    return state
  }
}
