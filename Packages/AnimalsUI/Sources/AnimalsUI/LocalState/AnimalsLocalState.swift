import Foundation
import PageMarkup

/// The per-tab state of the Animals page, kept in the page URL's query string.
///
/// The book keeps it in SwiftUI `@State` and `@Binding`s (selected category and animal, the
/// presented sheet and alerts, the editor's placeholder id). Here each tab has its own URL,
/// so two tabs keep their own selection while sharing the one Store.
struct AnimalsLocalState: LocalState, Hashable {
  var selectedCategoryId: String?
  var selectedAnimalId: String?
  /// The presented editor, if any.
  var editor: AnimalsEditorMode?
  /// The presented confirmation, if any.
  var confirmation: AnimalsConfirmation?
  /// Set by the editor's Save: the editor closes when its status becomes `success`, and shows
  /// a `failure`. Without it an old status of the same animal is ignored.
  var isSaving = false
  /// What the editor's fields held when Save was pressed, so a failed save loses nothing.
  var fields = AnimalEditorFields()
}

/// Which editor is presented: adding (keyed by a placeholder id until the store assigns the
/// real one) or editing the selected animal.
enum AnimalsEditorMode: Hashable, Sendable {
  case add(draftId: String)
  case edit
}

/// The confirmations the page asks before destructive work.
enum AnimalsConfirmation: String, Hashable, Sendable {
  case reloadSampleData = "reload"
  case deleteAnimal = "delete"
}

/// Editor field values carried in the URL; `nil` means "not given, use the animal's value".
struct AnimalEditorFields: Hashable, Sendable {
  var name: String?
  var diet: String?
  var categoryId: String?
}

extension AnimalsLocalState {
  enum QueryKey {
    static let category = "category"
    static let animal = "animal"
    static let editor = "editor"
    static let draft = "draft"
    static let confirm = "confirm"
    static let saving = "saving"
    static let name = "name"
    static let diet = "diet"
    static let editorCategory = "categoryId"
  }

  /// Reads the state from query parameters; unknown or malformed values fall back to defaults.
  init(query: [String: String]) {
    func value(_ key: String) -> String? {
      query[key].flatMap { $0.isEmpty ? nil : $0 }
    }
    let editor: AnimalsEditorMode? =
      switch value(QueryKey.editor) {
      case "add": value(QueryKey.draft).map { .add(draftId: $0) }
      case "edit": value(QueryKey.animal) == nil ? nil : .edit
      default: nil
      }
    self.init(
      selectedCategoryId: value(QueryKey.category),
      selectedAnimalId: value(QueryKey.animal),
      editor: editor,
      confirmation: editor == nil ? value(QueryKey.confirm).flatMap(AnimalsConfirmation.init(rawValue:)) : nil,
      isSaving: editor != nil && value(QueryKey.saving) == "1",
      fields: editor == nil
        ? AnimalEditorFields()
        : AnimalEditorFields(
          name: query[QueryKey.name],
          diet: query[QueryKey.diet],
          categoryId: query[QueryKey.editorCategory]
        )
    )
  }

  /// The query parameters that differ from the defaults, in a stable order.
  var queryItems: [URLQueryItem] {
    var items: [URLQueryItem] = []
    if let selectedCategoryId { items.append(URLQueryItem(name: QueryKey.category, value: selectedCategoryId)) }
    if let selectedAnimalId { items.append(URLQueryItem(name: QueryKey.animal, value: selectedAnimalId)) }
    switch self.editor {
    case .add(let draftId):
      items.append(URLQueryItem(name: QueryKey.editor, value: "add"))
      items.append(URLQueryItem(name: QueryKey.draft, value: draftId))
    case .edit:
      items.append(URLQueryItem(name: QueryKey.editor, value: "edit"))
    case nil:
      break
    }
    if let confirmation { items.append(URLQueryItem(name: QueryKey.confirm, value: confirmation.rawValue)) }
    if self.editor != nil {
      if self.isSaving { items.append(URLQueryItem(name: QueryKey.saving, value: "1")) }
      if let name = fields.name { items.append(URLQueryItem(name: QueryKey.name, value: name)) }
      if let diet = fields.diet { items.append(URLQueryItem(name: QueryKey.diet, value: diet)) }
      if let categoryId = fields.categoryId {
        items.append(URLQueryItem(name: QueryKey.editorCategory, value: categoryId))
      }
    }
    return items
  }
}

extension AnimalsLocalState {
  /// The selection alone: what every link and form outside a presented editor or confirmation
  /// carries, so navigating anywhere dismisses them (as a sheet or alert would be).
  var navigation: Self {
    Self(selectedCategoryId: self.selectedCategoryId, selectedAnimalId: self.selectedAnimalId)
  }

  /// The link target of a category row: a new category clears the animal selection.
  func selectingCategory(_ categoryId: String?) -> Self {
    Self(selectedCategoryId: categoryId)
  }

  /// The link target of an animal row.
  func selectingAnimal(_ animalId: String?) -> Self {
    Self(selectedCategoryId: self.selectedCategoryId, selectedAnimalId: animalId)
  }

  func presenting(_ editor: AnimalsEditorMode) -> Self {
    var state = self.navigation
    state.editor = editor
    return state
  }

  func confirming(_ confirmation: AnimalsConfirmation) -> Self {
    var state = self.navigation
    state.confirmation = confirmation
    return state
  }

  /// Where the editor's Save returns: the same editor, now waiting for its status.
  var saving: Self {
    var state = self
    state.isSaving = true
    return state
  }
}
