import AnimalsData
import DomainRegistry
import Foundation
import ImmutableBinding

/// The sheet for adding a new animal or editing the selected one: its Container
/// (`AnimalEditor+Container.swift`), Presenter (`AnimalEditor+Presenter.swift`) and the two
/// forms its Save posts (`AnimalEditor+Form.swift`).
enum AnimalEditor {}

extension AnimalEditor {
  /// The editor the local state presents, or `nil`: adding keys its status by the draft's
  /// placeholder id, editing by the selected animal's id.
  @MainActor static func container(
    provider: Provider<AnimalsStore>,
    local: AnimalsLocalState,
    links: AnimalsLinks,
    submitted: SubmittedForm? = nil
  ) -> Container? {
    switch local.editor {
    case .add(let draftId):
      return Container(provider: provider, mode: .add(draftId: draftId), id: draftId, local: local, links: links, submitted: submitted)
    case .edit:
      guard let animalId = local.selectedAnimalId else { return nil }
      return Container(provider: provider, mode: .edit, id: animalId, local: local, links: links, submitted: submitted)
    case nil:
      return nil
    }
  }

  /// Every field has a value (a name of spaces counts as empty).
  static func areFieldsFilled(name: String, diet: String, categoryId: String) -> Bool {
    !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !diet.isEmpty && !categoryId.isEmpty
  }
}
