import DomainRegistry
import Foundation

/// The stylesheet and the script of the Animals page: real files in `Resources/`, read once
/// from the module's bundle.
enum AnimalsAsset: CaseIterable {
  case stylesheet
  case script

  /// The file name, which is also the name the host serves it under.
  var name: String {
    switch self {
    case .stylesheet: "animals.css"
    case .script: "animals.js"
    }
  }

  var contentType: String {
    switch self {
    case .stylesheet: "text/css; charset=utf-8"
    case .script: "text/javascript; charset=utf-8"
    }
  }

  /// The file's text. The files are part of the build, so a missing one is a broken build;
  /// it is served as a comment that says so rather than stopping the app.
  var body: String {
    switch self {
    case .stylesheet: Self.stylesheetBody
    case .script: Self.scriptBody
    }
  }

  var moduleAsset: ModuleAsset {
    ModuleAsset(name: self.name, contentType: self.contentType, body: self.body)
  }

  private static let stylesheetBody = Self.read("animals", "css")
  private static let scriptBody = Self.read("animals", "js")

  private static func read(_ name: String, _ type: String) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: type),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      return "/* \(name).\(type) is missing from the AnimalsUI bundle */"
    }
    return text
  }
}
