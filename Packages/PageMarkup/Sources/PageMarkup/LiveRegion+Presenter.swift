public import DomainRegistry

/// Live regions that show a ``ComponentPresenter``: how a Root puts a component on its page.
extension LiveRegion {
  /// A live region showing the presenter `presenter` returns. The Container reads its
  /// selectors while building the presenter, inside the host's observation tracking, which is
  /// what makes the region re-render when they change.
  public init(id: String, presenting presenter: @escaping @MainActor () -> some ComponentPresenter) {
    self.init(id: id) { presenter().render() }
  }

  /// A live region showing the presenter `presenter` returns, or nothing while it returns
  /// `nil` (a dialog that is closed).
  public init<Presenter: ComponentPresenter>(id: String, presenting presenter: @escaping @MainActor () -> Presenter?) {
    self.init(id: id) { presenter()?.render() ?? "" }
  }
}
