import DevToolsWeb
import Plot

extension PageShell {
  /// The index: each enabled module with its link, its one-sentence summary and its live status.
  func index(entries: [ModuleIndexEntry]) -> String {
    document(
      title: siteTitle,
      stylesheets: [],
      live: false,
      content: .group(
        .h1(.text(siteTitle)),
        .ul(
          .class("modules"),
          .forEach(entries) { entry in
            .li(
              .a(.href("/\(entry.slug)"), .text(entry.title)),
              .if(!entry.summary.isEmpty, .p(.class("module-summary"), .text(entry.summary))),
              .unwrap(entry.status) { status in
                .p(.class(entry.isRunning ? "module-status" : "module-status error"), .text(status))
              }
            )
          }
        ),
        .if(showsDevTools, .p(.class("devtools-link"), .a(.href(DevToolsRoutes.path), .text("DevTools"))))
      )
    )
  }
}
