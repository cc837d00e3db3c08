/// A page or action reached a module before `start` or after `shutdown`; the host answers 500.
public struct ModuleNotStarted: Error, Equatable, CustomStringConvertible {
  public let slug: String

  public init(slug: String) {
    self.slug = slug
  }

  public var description: String { "The module “\(slug)” is not running." }
}
