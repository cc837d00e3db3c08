public import Foundation

extension ModuleAsset {
  /// The text file `name` (such as `counter.css`) from `bundle`, usually the module package's
  /// `Bundle.module`, so assets live as real `.css`/`.js` files rather than Swift strings. The
  /// content type comes from the extension.
  public init(resource name: String, in bundle: Bundle) throws(ModuleAssetError) {
    let url = URL(fileURLWithPath: name)
    guard let contentType = Self.contentTypes[url.pathExtension.lowercased()] else {
      throw .unsupportedType(name)
    }
    guard
      let file = bundle.url(forResource: url.deletingPathExtension().lastPathComponent, withExtension: url.pathExtension),
      let body = try? String(contentsOf: file, encoding: .utf8)
    else { throw .missing(name) }
    self.init(name: name, contentType: contentType, body: body)
  }

  /// The text types a module serves, by file extension.
  static let contentTypes: [String: String] = [
    "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8",
    "svg": "image/svg+xml",
    "json": "application/json",
  ]
}

/// A bundled asset that cannot be served.
public enum ModuleAssetError: Error, Equatable, CustomStringConvertible {
  /// The file is not in the bundle (or is not UTF-8 text).
  case missing(String)
  /// The extension is not one of the text types a module serves.
  case unsupportedType(String)

  /// A sentence naming the asset and the problem, for the log and the module's tests.
  public var description: String {
    switch self {
    case .missing(let name): "The asset \(name) is not in the module's resource bundle."
    case .unsupportedType(let name): "The asset \(name) has no supported text type (css, js, svg, json)."
    }
  }
}
