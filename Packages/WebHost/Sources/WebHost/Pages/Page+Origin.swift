import DomainRegistry
import ImmutableData

extension Page {
  /// The page's view for `request`, built with ``ImmutableData/ActionOrigin/pageView(location:)``
  /// bound, so an action the page dispatches while it is built (a list's `onAppear`) is recorded
  /// as this page view's. Every place the host builds a page (a document, a live update, a
  /// refused form's page) goes through here.
  @MainActor func view(for request: PageRequest) throws -> PageView {
    try ActionOrigin.$current.withValue(.pageView(location: request.location)) {
      try self.makeView(request)
    }
  }
}
