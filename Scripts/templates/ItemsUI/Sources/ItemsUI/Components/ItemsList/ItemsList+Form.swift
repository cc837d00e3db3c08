import DomainRegistry
import ImmutableBinding
import ItemsData

extension ItemsList {
  /// "Add": the title and the quantity, checked here against their fields (a title not
  /// empty, at most 120 characters; a whole number in `Entry.quantities`, 1 when left empty)
  /// and by the reducer (not already in the list); each refusal is shown next to its field.
  struct AddForm: ModuleForm {
    static let name = "add-entry"
    static let title = FormField(name: "title", label: "Title", maxLength: 120)
    static let quantity = FormField(name: "quantity", label: "Quantity", wholeNumbers: Entry.quantities, isRequired: false)
    let title: String
    let quantity: Int

    init(_ submission: FormSubmission) throws(FormError) {
      title = try submission.value(of: Self.title)
      quantity = try submission.wholeNumber(of: Self.quantity) ?? Entry.quantities.lowerBound
    }

    @MainActor func dispatch(to provider: Provider<ItemsStore>) throws {
      try EntryForm.dispatch(.didAddEntry(title: title, quantity: quantity), to: provider)
    }

    /// Waits until the store's work for the change is finished, so the redirect shows its outcome.
    @MainActor func settle(in provider: Provider<ItemsStore>) async {
      await provider.store.settle()
    }
  }

  /// "Mark done" / "Mark not done" on one entry.
  struct ToggleForm: ModuleForm {
    static let name = "toggle-entry"
    let id: Int

    init(_ submission: FormSubmission) throws(FormError) {
      id = try EntryForm.entryID(in: submission)
    }

    @MainActor func dispatch(to provider: Provider<ItemsStore>) throws {
      try EntryForm.dispatch(.didToggleEntry(id: id), to: provider)
    }

    /// Waits until the store's work for the change is finished, so the redirect shows its outcome.
    @MainActor func settle(in provider: Provider<ItemsStore>) async {
      await provider.store.settle()
    }
  }

  /// "Delete" on one entry.
  struct DeleteForm: ModuleForm {
    static let name = "delete-entry"
    let id: Int

    init(_ submission: FormSubmission) throws(FormError) {
      id = try EntryForm.entryID(in: submission)
    }

    @MainActor func dispatch(to provider: Provider<ItemsStore>) throws {
      try EntryForm.dispatch(.didDeleteEntry(id: id), to: provider)
    }

    /// Waits until the store's work for the change is finished, so the redirect shows its outcome.
    @MainActor func settle(in provider: Provider<ItemsStore>) async {
      await provider.store.settle()
    }
  }

  /// What the forms share: the hidden entry id of a row's buttons, and the reducer's errors as
  /// the messages the page shows.
  enum EntryForm {
    /// The hidden field naming the entry a row's button acts on.
    static let idField = "id"

    /// The entry id a row's button posted. A hidden field the user cannot correct, so a bad
    /// one is a status-line failure, not a field error.
    static func entryID(in submission: FormSubmission) throws(FormError) -> Int {
      guard let value = submission.fields[idField], let id = Int(value) else {
        throw .failed("That entry could not be read; reload the page and try again.")
      }
      return id
    }

    /// Dispatches `action`; a refusal of the reducer becomes its message, next to the field it
    /// is about for a bad title or quantity, else in the status line.
    @MainActor static func dispatch(_ action: ItemsAction, to provider: Provider<ItemsStore>) throws {
      do {
        try provider.dispatcher.dispatch(action: action)
      } catch let error as ItemsError {
        switch error {
        case .emptyTitle, .duplicateTitle: throw FormError.invalidField(AddForm.title.name, reason: error.description)
        case .quantityOutOfRange: throw FormError.invalidField(AddForm.quantity.name, reason: error.description)
        case .unknownEntry, .listFull: throw FormError.failed(error.description)
        }
      }
    }
  }
}
