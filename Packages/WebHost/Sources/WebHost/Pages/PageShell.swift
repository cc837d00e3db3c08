import DevToolsWeb
import DomainRegistry
import PageMarkup
import Plot

/// The HTML document around every page: head, navigation, and the page's live regions.
struct PageShell: Sendable {
  let siteTitle: String
  let modules: [ModuleRoutes]
  /// Links the DevTools page from the index (the app runs with `--devtools`).
  var showsDevTools = false

  /// The document of `page` around its rendered regions, in document order. Each region
  /// carries the digest of its HTML, so the page's script skips a live update it already shows.
  /// `location`, when given, is the page's own location, written on `<main>` for the live
  /// script: a refused form post answers at the action's URL with the page it came from, and
  /// `refused` its message above the regions. The page's title is its level-one heading, shown
  /// only to assistive technology (the navigation already names the module on screen): a
  /// module's own headings start at `h2`. `reportFrom` is the location "Report a problem"
  /// leads back to (with DevTools on).
  func document(
    for page: Page,
    of module: ModuleRoutes,
    regions: [(id: String, html: String)],
    location: String? = nil,
    refused: FormError? = nil,
    reportFrom: String? = nil
  ) -> String {
    let heading = Node<HTML.BodyContext>.h1(.class("visually-hidden"), .text(page.title))
    let nodes = regions.map { region in
      Node<HTML.BodyContext>.div(
        .id(LiveRegionMarkup.elementID(region.id)),
        .data(named: "digest", value: LiveRegionMarkup.digest(region.html)),
        .raw(region.html)
      )
    }
    return document(
      title: "\(page.title) · \(siteTitle)",
      stylesheets: module.stylesheets,
      live: true,
      location: location,
      content: .group(
        heading,
        // Every module shows a refused post's message, also one that renders no field errors.
        .unwrap(refused) { .p(.class("form-refused"), .attribute(named: "role", value: "alert"), .text($0.description)) },
        .group(nodes)
      ),
      footer: self.showsDevTools ? Self.reportControl(slug: module.slug, location: reportFrom ?? location) : .empty
    )
  }

  /// An error page: what happened (`message`) and, when known, what to do about it (`advice`).
  /// `back`, when known, is the local page the user came from (the form's `return`, or the
  /// same-site page that linked here): the page links back to it.
  func error(status: Int, title: String, message: String, advice: String? = nil, back: String? = nil) -> String {
    document(
      title: "\(status) \(title) · \(siteTitle)",
      stylesheets: [],
      live: false,
      content: .group(
        .h1(.text("\(status) \(title)")),
        .p(.class("error"), .text(message)),
        .unwrap(advice) { .p(.class("advice"), .text($0)) },
        .unwrap(back) { .p(.a(.attribute(named: "href", value: Markup.escapedAttribute($0)), .text("Back to the page you were on"))) },
        .p(.a(.href("/"), .text("Back to all modules")))
      )
    )
  }

  func document(
    title: String,
    stylesheets: [String],
    live: Bool,
    location: String? = nil,
    content: Node<HTML.BodyContext>,
    footer: Node<HTML.BodyContext> = .empty
  ) -> String {
    HTML(
      .lang(.english),
      .head(
        .meta(.charset(.utf8)),
        .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
        .title(title),
        .link(.rel(.icon), .href(WebHost.faviconPath), .attribute(named: "type", value: "image/svg+xml")),
        .stylesheet(HostAssets.path("app.css")),
        .forEach(stylesheets) { .stylesheet($0) },
        .if(live, .script(.src(HostAssets.path("live.js")), .attribute(named: "defer", value: "defer")))
      ),
      .body(
        .nav(
          .attribute(named: "aria-label", value: "Modules"), .a(.href("/"), .text(siteTitle)),
          .forEach(modules) { module in .a(.href("/\(module.slug)"), .text(module.title)) }),
        .main(.unwrap(location) { .attribute(named: "data-location", value: Markup.escapedAttribute($0)) }, content),
        footer
      )
    ).render()
  }
}
