public import Logging

/// Debug logging of the data ``Listener``: for every stream element it writes `Old State`,
/// `Action` and `New State` at `.debug`, as the book's debug flag prints them.
///
/// Off by default (level `.critical`), so a product pays nothing for the descriptions of its
/// states: swift-log builds a message only when its level is enabled. Set ``level`` to `.debug`
/// to see lines such as `[QuakesData][Listener] Action: …`.
public enum QuakesLog {
  /// The logger the Listener writes to. Replace it to route lines to another handler.
  @MainActor public static var logger: Logger = {
    var logger = Logger(label: "QuakesData")
    logger.logLevel = .critical
    return logger
  }()

  /// The level of ``logger``. `.debug` shows every element the Listener receives.
  @MainActor public static var level: Logger.Level {
    get { self.logger.logLevel }
    set { self.logger.logLevel = newValue }
  }
}
