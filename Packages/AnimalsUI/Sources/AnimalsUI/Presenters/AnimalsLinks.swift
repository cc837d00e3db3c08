/// Where the Animals page lives and where its forms post, so Presenters stay pure.
package struct AnimalsLinks: Sendable {
  /// The page path, such as "/animals".
  package let pagePath: String
  /// The path a form action posts to, such as "/animals/actions/add-animal".
  package let actionPath: @Sendable (AnimalsFormAction) -> String

  package init(pagePath: String, actionPath: @escaping @Sendable (AnimalsFormAction) -> String) {
    self.pagePath = pagePath
    self.actionPath = actionPath
  }

  /// The page with `state` in its query string.
  package func page(_ state: AnimalsLocalState) -> String {
    let query = state.queryString
    return query == "?" ? self.pagePath : self.pagePath + query
  }
}

/// The forms of the Animals page; each posts, then the host redirects back to the page.
package enum AnimalsFormAction: String, Hashable, Sendable, CaseIterable {
  /// No fields.
  case reloadSampleData = "reload-sample-data"
  /// Fields `animalId` and `source` (`list` or `detail`: where the delete was tapped).
  case deleteAnimal = "delete-animal"
  /// Fields `draft` (the placeholder id), `name`, `diet`, `categoryId`.
  case addAnimal = "add-animal"
  /// Fields `animalId`, `name`, `diet`, `categoryId`.
  case updateAnimal = "update-animal"
}

/// The names of the posted fields.
package enum AnimalsFormField {
  package static let returnTo = "return"
  package static let animalId = "animalId"
  package static let source = "source"
  package static let draft = "draft"
  package static let name = "name"
  package static let diet = "diet"
  package static let categoryId = "categoryId"
}
