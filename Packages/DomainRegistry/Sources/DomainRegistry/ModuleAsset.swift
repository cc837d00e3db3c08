/// A static file a module ships (a stylesheet, a script, an image), served by the host at
/// ``path(slug:name:)``.
///
/// Assets are kept as text in memory, read once when the module is built; most modules read
/// them from their resource bundle with ``init(resource:in:)``. A stylesheet is linked from
/// every page of its module.
///
/// ```swift
/// public var assets: [ModuleAsset] {
///   [ModuleAsset(name: "notes.css", contentType: "text/css; charset=utf-8", body: "main { max-width: 40rem; }")]
/// }
/// ```
public struct ModuleAsset: Sendable {
  /// The file name, the last component of its URL (`counter.css`).
  public let name: String
  /// The `Content-Type` the host answers with (`text/css; charset=utf-8`).
  public let contentType: String
  /// The file's whole content.
  public let body: String

  /// An asset named `name` whose content is `body`, served as `contentType`.
  public init(name: String, contentType: String, body: String) {
    self.name = name
    self.contentType = contentType
    self.body = body
  }

  /// Whether the asset is a stylesheet, which the host links from each of the module's pages.
  public var isStylesheet: Bool { contentType.hasPrefix("text/css") }
}
