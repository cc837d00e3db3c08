import DomainRegistry
import Foundation

/// The host's stylesheet and the script that applies live updates: the target's resource
/// files `Resources/app.css` and `Resources/live.js`, served at `/_assets/<name>`.
///
/// Files rather than Swift string literals: they are edited, linted and diffed as CSS and
/// JavaScript, and the page links them, so the Content-Security-Policy needs no inline script
/// or style. `live.js` opens the page's event stream and swaps in each region the server
/// pushes; without JavaScript the forms still work through POST + redirect.
enum HostAssets {
  static let names = ["app.css", "live.js"]

  /// Where asset `name` is served: `/_assets/<name>`.
  static func path(_ name: String) -> String {
    "/_assets/\(name)"
  }

  /// Every host asset, read through the same `ModuleAsset(resource:in:)` modules use; a file
  /// missing from the build stops the host at start-up with the file's name.
  static func files() throws -> [ModuleAsset] {
    try names.map { name in try ModuleAsset(resource: name, in: .module) }
  }
}
