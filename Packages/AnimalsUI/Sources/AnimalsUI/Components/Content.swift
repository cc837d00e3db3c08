import AnimalsData
import DomainRegistry
import ImmutableBinding
import PageMarkup
import Plot

/// The book's `Content`: builds the Animals page for one request. The local state comes from
/// the URL; each column, the sheet and the alert is a live region with its own Container.
@MainActor
enum Content {
  enum RegionID {
    static let categories = "animals-categories"
    static let list = "animals-list"
    static let detail = "animals-detail"
    static let alert = "animals-alert"
    static let editor = "animals-editor"
    static let script = "animals-script"
  }

  static func makeView(
    provider: Provider<AnimalsStore>,
    slug: String,
    request: PageRequest,
    newAnimalId: String
  ) throws -> PageView {
    let local = AnimalsLocalState(query: request.query)
    let links = AnimalsLinks(pagePath: "/\(slug)") { action in
      FormAction.path(slug: slug, name: action.rawValue)
    }
    // The lists appear: the first page load starts the fetches through the Listener (the
    // reducer makes later ones no-ops).
    try provider.dispatcher.dispatch(action: .ui(.categoryList(.onAppear)))
    if local.selectedCategoryId != nil || local.selectedAnimalId != nil {
      try provider.dispatcher.dispatch(action: .ui(.animalList(.onAppear)))
    }

    let categoryList = CategoryList.Container(provider: provider, local: local, links: links)
    let animalList = AnimalList.Container(provider: provider, local: local, links: links, newAnimalId: newAnimalId)
    let animalDetail = AnimalDetail.Container(provider: provider, local: local, links: links)
    let confirmation = local.confirmation.map {
      ConfirmationAlert.Container(provider: provider, confirmation: $0, local: local, links: links)
    }
    let editor = AnimalEditor.container(provider: provider, local: local, links: links, submitted: request.submitted)
    let scriptPath = AnimalsModule.assetPath(slug: slug, name: AnimalsModule.scriptAsset)

    return PageView(
      regions: [
        LiveRegion(id: RegionID.categories) { categoryList.presenter() },
        LiveRegion(id: RegionID.list) { animalList.presenter() },
        LiveRegion(id: RegionID.detail) { animalDetail.presenter() },
        LiveRegion(id: RegionID.alert) { confirmation?.presenter() },
        LiveRegion(id: RegionID.editor) { editor?.presenter() },
        // Reads nothing observable, so it is sent once and the script runs once.
        LiveRegion(id: RegionID.script) { "<script src=\"\(Markup.escapedAttribute(scriptPath))\" defer></script>" },
      ],
      tearDown: {
        categoryList.cancel()
        animalList.cancel()
        animalDetail.cancel()
        confirmation?.cancel()
        editor?.cancel()
      }
    )
  }
}
