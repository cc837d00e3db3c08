public import Logging

/// Debug logging of selector updates, keyed by each selector's `label`.
///
/// Off by default (level `.critical`; updates log at `.debug`). Set ``level`` to `.debug` to see
/// lines such as `[ImmutableBinding][AsyncListener]: 0x00005633a1c2e0f0 Update: SelectCategoriesValues`
/// (the listener's address, as the book prints it).
/// The namespace is not called `ImmutableBinding` because a type named like its module would
/// shadow the module in qualified names such as `ImmutableBinding.Selector`.
public enum BindingLog {
  /// The logger every listener writes to. Replace it to route lines to another handler.
  @MainActor public static var logger: Logger = {
    var logger = Logger(label: "ImmutableBinding")
    logger.logLevel = .critical
    return logger
  }()

  /// The level of ``logger``. `.debug` shows every update of a labelled selector.
  @MainActor public static var level: Logger.Level {
    get { self.logger.logLevel }
    set { self.logger.logLevel = newValue }
  }
}
