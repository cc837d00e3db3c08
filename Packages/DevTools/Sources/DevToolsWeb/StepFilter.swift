import DevToolsInspection
import Foundation
import Hummingbird

/// What one look at the DevTools page shows: one module, one instance, one page, one tab (each
/// optional), read from the page's query (`only`, `instance`, `page`, `tab`) so a filtered view
/// is a link to share and works without JavaScript. The deny list (``HiddenActions``) hides
/// action kinds on top of it.
///
/// A step matches a page when its page starts with it (`/animals` matches
/// `/animals?category=Fish`), a tab when it came from that tab or from Listener work a step of
/// that tab started. Values longer than ``maxLength`` characters are ignored.
struct StepFilter: Equatable, Sendable {
  /// One module's slug (query `only`).
  var module: String?
  /// One instance's name, as `--instance` set it (query `instance`).
  var instance: String?
  /// The start of a page's location, such as `/counter` (query `page`).
  var page: String?
  /// One browser tab's id (query `tab`).
  var tab: String?

  static let maxLength = 200

  /// No filter: everything shown.
  init(module: String? = nil, instance: String? = nil, page: String? = nil, tab: String? = nil) {
    self.module = module
    self.instance = instance
    self.page = page
    self.tab = tab
  }

  /// The filter a query asks for; empty or overlong values are ignored.
  init(query: (String) -> String?) {
    func value(_ name: String) -> String? {
      guard let value = query(name)?.trimmingCharacters(in: .whitespaces), value.isEmpty == false, value.count <= Self.maxLength
      else { return nil }
      return value
    }
    self.init(module: value("only"), instance: value("instance"), page: value("page"), tab: value("tab"))
  }

  /// The filter a request's query asks for.
  init(request: Request) {
    self.init(query: { request.uri.queryParameters.get($0) })
  }

  /// Whether anything is filtered.
  var isActive: Bool {
    self.module != nil || self.instance != nil || self.page != nil || self.tab != nil
  }

  /// Whether module `slug`'s section is shown.
  func shows(module slug: String) -> Bool {
    self.module.map { $0 == slug } ?? true
  }

  /// Whether the steps of a run of `instance` are shown.
  func shows(instance name: String) -> Bool {
    self.instance.map { $0 == name } ?? true
  }

  /// Whether `step` (of a run of `instance`) is shown.
  func shows(_ step: InspectedStep, of instance: String) -> Bool {
    guard self.shows(instance: instance) else { return false }
    if let page = self.page, step.page?.hasPrefix(page) != true { return false }
    if let tab = self.tab, step.tab != tab { return false }
    return true
  }

  /// The filter as a query (`only=counter&tab=k3v9`), empty when nothing is filtered: carried by
  /// the page's links and the script's refreshes.
  var query: String {
    let pairs: [(String, String?)] = [("only", self.module), ("instance", self.instance), ("page", self.page), ("tab", self.tab)]
    return pairs.compactMap { name, value in
      value.map { "\(name)=\($0.addingPercentEncoding(withAllowedCharacters: Self.queryValue) ?? "")" }
    }.joined(separator: "&")
  }

  /// What a query value may hold unencoded.
  private static let queryValue: CharacterSet = .alphanumerics.union(CharacterSet(charactersIn: "-._~/"))

  /// This filter with `tab` set (the link on a step's tab).
  func with(tab: String) -> Self {
    var filter = self
    filter.tab = tab
    return filter
  }

  /// This filter with `instance` set (the link on an earlier run's instance).
  func with(instance: String) -> Self {
    var filter = self
    filter.instance = instance
    return filter
  }
}
