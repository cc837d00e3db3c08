/// A static file a module ships (a stylesheet, an image).
public struct ModuleAsset: Sendable {
  public let name: String
  public let contentType: String
  public let body: String

  public init(name: String, contentType: String, body: String) {
    self.name = name
    self.contentType = contentType
    self.body = body
  }

  public var isStylesheet: Bool { contentType.hasPrefix("text/css") }
}
