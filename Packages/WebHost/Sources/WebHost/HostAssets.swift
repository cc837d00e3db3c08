import Foundation

/// The host's stylesheet and the script that applies live updates, read once from the
/// target's resource files (`Resources/app.css`, `Resources/live.js`).
///
/// Files rather than Swift string literals: they are edited, linted and diffed as CSS and
/// JavaScript, and the page links them (`/_assets/...`), so the Content-Security-Policy needs
/// no inline script or style.
enum HostAssets {
  static let stylesheet = resource("app", "css")

  /// Opens the page's event stream and swaps in each region the server pushes; without
  /// JavaScript the forms still work through POST + redirect.
  static let liveScript = resource("live", "js")

  /// A resource's text. Built into the target, so it is only missing from a broken build:
  /// the asset is then served empty (the page still works without it) rather than trapping.
  private static func resource(_ name: String, _ ext: String) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext) else { return "" }
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }
}
