import DomainRegistry
import Foundation
import Observation

/// A module double: an observable counter stands in for a Store's selector output.
@MainActor @Observable
final class FakeModel {
  var count = 0
  var note = "<b>bold</b> & more"
  /// Not observable: a page showing it learns of a change only from a form post (or its age).
  @ObservationIgnored var unobserved = "first"
}

@MainActor
final class FakeModule: DomainModule {
  let slug: String
  let title: String
  let model = FakeModel()
  private(set) var startedContext: ModuleContext?
  private(set) var shutdownCount = 0
  private(set) var tearDownCount = 0
  private(set) var makeViewCount = 0
  var failStart = false

  init(slug: String = "fake", title: String = "Fake") {
    self.slug = slug
    self.title = title
  }

  func start(context: ModuleContext) async throws {
    if failStart { throw CocoaError(.featureUnsupported) }
    startedContext = context
  }

  func shutdown() async { shutdownCount += 1 }

  var pages: [Page] {
    [
      Page(title: "Fake") { [weak self, model] request in
        if request.query["broken"] != nil { throw FormError.invalidField("broken", reason: "not allowed") }
        self?.makeViewCount += 1
        return PageView(
          regions: [
            LiveRegion(id: "count") { "<p>Count: \(model.count)</p>" },
            LiveRegion(id: "note") { FakeModule.noteHTML(model) },
          ],
          tearDown: { [weak self] in self?.tearDownCount += 1 }
        )
      },
      Page(path: "about", title: "About") { _ in
        PageView(regions: [LiveRegion(id: "about") { "<p>About</p>" }])
      },
      // Shares its `note` region with the first page: a tab moving between them keeps it.
      Page(path: "notes", title: "Notes") { [model] _ in
        PageView(regions: [
          LiveRegion(id: "note") { FakeModule.noteHTML(model) },
          LiveRegion(id: "length") { "<p>Length: \(model.note.count)</p>" },
        ])
      },
      // A long list with one row selected (`?selected=N`): moving between selections changes
      // two rows of 200.
      Page(path: "rows", title: "Rows") { request in
        let selected = Int(request.query["selected"] ?? "") ?? -1
        return PageView(regions: [LiveRegion(id: "rows") { FakeModule.rowsHTML(selected: selected) }])
      },
      Page(path: "echo", title: "Echo") { request in
        let search = request.query["search"] ?? ""
        // Shows a refused post's message itself, as a module using the kit's fields does.
        let refusal = request.submitted.map { "<p class=\"field-error\">\(escape($0.error.reason))</p>" } ?? ""
        return PageView(regions: [LiveRegion(id: "echo") { "<p>[\(escape(search))]</p>" + refusal }])
      },
    ]
  }

  /// The `rows` region: 200 rows, `selected` marked.
  nonisolated static func rowsHTML(selected: Int) -> String {
    let rows = (0..<200).map { row in
      let current = row == selected ? #" aria-current="true""# : ""
      return
        #"<li><a href="/fake/rows?selected=\#(row)"\#(current)>Row \#(row)</a> <span class="detail">a detail of row \#(row)</span></li>"#
    }
    return "<ul>" + rows.joined() + "</ul>"
  }

  /// The `note` region, the same on both pages that show it.
  static func noteHTML(_ model: FakeModel) -> String {
    "<p>\(escape(model.note))</p><p>Unobserved: \(escape(model.unobserved))</p>"
  }

  var actions: [FormAction] {
    [
      FormAction(
        name: "add",
        validate: { submission throws(FormError) in _ = try Self.amount(in: submission) },
        perform: { [model] submission in model.count += try Self.amount(in: submission) }
      ),
      FormAction(name: "rename") { [model] submission in
        model.unobserved = try submission.require("name")
      },
    ]
  }

  nonisolated static func amount(in submission: FormSubmission) throws(FormError) -> Int {
    let text = try submission.require("amount")
    guard let amount = Int(text) else { throw FormError.invalidField("amount", reason: "not a number") }
    return amount
  }

  var assets: [ModuleAsset] {
    [ModuleAsset(name: "fake.css", contentType: "text/css", body: "p { color: red; }")]
  }
}

func escape(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;")
}
