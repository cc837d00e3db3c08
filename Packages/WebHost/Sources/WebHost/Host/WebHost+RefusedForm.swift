import DomainRegistry
import Hummingbird

extension WebHost {
  /// The answer to a form post the module refused (``FormError``): the page the form came
  /// from, rendered again with what the user typed and the error next to its field (or in the
  /// status line), status 400. Nothing is lost and the user corrects it where they were, with
  /// or without script. A `return` that is not one of the module's pages gets the error page,
  /// linking back to it.
  nonisolated static func refused(
    _ action: FormAction,
    _ submission: FormSubmission,
    error: FormError,
    returnTo: String,
    module: ModuleRoutes,
    pages: PageRenderer
  ) async throws -> HTMLResponse {
    let path = returnTo.split(separator: "?", maxSplits: 1).first.map(String.init) ?? returnTo
    guard let page = module.pages.first(where: { module.pageURL($0) == path }) else {
      throw RefusedForm(error: error, returnTo: returnTo)
    }
    let query = returnTo.dropFirst(path.count + 1)
    var typed = submission.fields
    typed["return"] = nil
    for field in FormOrigin.hostFields { typed[field] = nil }
    let request = PageRequest(
      location: returnTo,
      query: (try? FormDecoder.decode(String(query)).fields) ?? [:],
      submitted: SubmittedForm(action: action.name, fields: typed, error: error)
    )
    let document = try await pages.refusedDocument(of: page, in: module, request: request)
    return HTMLResponse(document: document, status: .badRequest)
  }
}

/// A refused form post whose page cannot be shown again: the error page says why and links
/// back to `returnTo`.
struct RefusedForm: Error {
  let error: FormError
  let returnTo: String
}
