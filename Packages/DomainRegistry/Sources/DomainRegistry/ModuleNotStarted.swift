/// A page or action reached a module before `start` or after `shutdown`; the host answers 500.
///
/// A module's page and action closures throw it when they find no store, which is what happens
/// when a request races the module's shutdown.
public struct ModuleNotStarted: Error, Equatable, CustomStringConvertible {
  /// The slug of the module that is not running.
  public let slug: String

  /// The error for module `slug`.
  public init(slug: String) {
    self.slug = slug
  }

  /// A sentence naming the module.
  public var description: String { "The module “\(slug)” is not running." }
}
