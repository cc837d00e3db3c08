public import Plot

/// The one Presenter API of every component: plain values in, escaped HTML out. A presenter
/// never touches the store (it does not import ImmutableData); its Container hands it values.
///
/// A Root renders a presenter into a live region with `LiveRegion.init(id:presenting:)` (this package's extension of DomainRegistry's `LiveRegion`):
///
/// ```swift
/// LiveRegion(id: "counter") { container.presenter() }
/// ```
public protocol ComponentPresenter: Sendable {
  /// The component's markup.
  func body() -> HTMLNode

  /// The component's HTML. Defaults to rendering ``body()``; a speed-critical presenter (a
  /// list of thousands of rows) may write its HTML directly instead.
  func render() -> String
}

extension ComponentPresenter {
  /// Renders ``body()``.
  public func render() -> String {
    body().render()
  }
}
