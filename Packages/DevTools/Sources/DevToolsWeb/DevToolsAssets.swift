import Foundation

/// The DevTools page's stylesheet and script, served as files (no inline code), read once from
/// the target's resource files (`Resources/devtools.css`, `Resources/devtools.js`).
enum DevToolsAssets {
  static let stylesheet = resource("devtools", "css")

  /// Polls each module's JSON endpoint and swaps in its log when something changed (importing
  /// is the page's upload form, with or without the script).
  static let script = resource("devtools", "js")

  /// A resource's text; empty (rather than a trap) only if the build lost the file.
  private static func resource(_ name: String, _ ext: String) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext) else { return "" }
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }
}
