import DevToolsInspection
import Foundation
import PageMarkup
import Plot

/// The `/_devtools` page: one section per inspected module with its live action log.
@MainActor
struct DevToolsPage {
  let inspection: ModuleInspection
  let titles: [String: String]
  /// Each module's last import through the form, shown next to it.
  let imports: SessionImports
  /// The host's stylesheet and DevTools' own.
  let stylesheets: DevToolsStylesheets
  /// How many steps the page lists per module: the newest, older ones a page at a time
  /// (``Paging``); so is the actions endpoint's answer.
  nonisolated static let shownSteps = 100

  /// Which module's log shows older steps: those numbered below `before`.
  struct Paging: Equatable {
    let slug: String
    let before: Int
  }

  /// The page; `earlier` holds each module's steps from earlier runs (see ``earlierRuns(slug:steps:filter:)``).
  /// `hidden` holds the action kinds the browser hides (see ``HiddenActions``), `filter` what
  /// this look shows (see ``StepFilter``).
  func document(
    paging: Paging? = nil, earlier: [String: [LoggedStep]] = [:], hidden: HiddenActions = HiddenActions(), filter: StepFilter = StepFilter()
  ) -> String {
    let slugs = self.inspection.inspectedSlugs
    let sections = slugs.filter(filter.shows(module:)).map { slug in
      self.section(
        slug: slug, before: paging?.slug == slug ? paging?.before : nil, earlier: earlier[slug] ?? [], hidden: hidden, filter: filter)
    }
    let instances = Set([self.inspection.boot.instance] + earlier.values.joined().map(\.boot.instance)).sorted()
    return HTML(
      .lang(.english),
      .head(
        .meta(.charset(.utf8)),
        .title("DevTools"),
        self.stylesheets.links,
        // `async`, not `defer`: the script only enhances (it polls for new steps),
        // so the page is complete without it and DOMContentLoaded need not wait for it.
        .script(.src(DevToolsRoutes.path("devtools.js")), .attribute(named: "async", value: "async"))
      ),
      .body(
        .nav(
          .attribute(named: "aria-label", value: "Modules"), .a(.href("/"), .text("All modules")),
          .a(.href(DevToolsRoutes.path), .text("DevTools"))),
        .main(
          .h1("DevTools"),
          .p(.text("Each module keeps its last \(self.inspection.historyLimit) actions, newest first.")),
          self.stepFilter(filter, slugs: slugs, instances: instances),
          self.filter(hidden, keeping: filter),
          .if(slugs.isEmpty, .p(.text("No module records its actions."))),
          .group(sections)
        )
      )
    ).render()
  }

  private func section(slug: String, before: Int?, earlier: [LoggedStep], hidden: HiddenActions, filter: StepFilter) -> HTMLNode {
    Markup.element(
      "section",
      Markup.attribute("class", "devtools-module"),
      Markup.attribute("id", "module-\(slug)"),
      Markup.attribute("data-slug", slug),
      .if(before != nil, Markup.attribute("data-before", String(before ?? 0))),
      // The script's refreshes ask for the same look.
      .if(filter.isActive, Markup.attribute("data-filter", filter.query)),
      .h2(.text(self.titles[slug] ?? slug)),
      .div(
        .class("devtools-controls"),
        Markup.element(
          "a", Markup.attribute("href", DevToolsRoutes.path(slug: slug, "export")), Markup.attribute("download", "\(slug)-session.jsonl"),
          Markup.text("Export session")),
        Markup.element(
          "a", Markup.attribute("href", DevToolsRoutes.path(slug: slug, "test")), Markup.attribute("class", "generate-test"),
          Markup.text("Generate test")
        ),
        Markup.element("a", Markup.attribute("href", DevToolsRoutes.path(slug: slug, "state?format=text")), Markup.text("Present state")),
        self.importForm(slug: slug)
      ),
      self.importOutcome(slug: slug),
      .raw(self.live(slug: slug, before: before, hidden: hidden, filter: filter)),
      self.earlierRuns(slug: slug, steps: earlier, filter: filter)
    )
  }

  /// "Import session": a file upload form, with or without JavaScript the one way to import
  /// from the page (the outcome is shown after the redirect, next to the form).
  private func importForm(slug: String) -> HTMLNode {
    Markup.element(
      "form",
      Markup.attribute("class", "import-form"),
      Markup.attribute("method", "post"),
      Markup.attribute("action", DevToolsRoutes.path(slug: slug, "import")),
      Markup.attribute("enctype", "multipart/form-data"),
      Markup.element(
        "label",
        Markup.text("Import session "),
        Markup.voidElement(
          "input",
          [
            ("type", "file"), ("name", "session"), ("class", "import-session"), ("data-slug", slug),
            ("accept", ".jsonl,application/x-ndjson,text/plain"),
          ])
      ),
      Markup.element("button", Markup.attribute("type", "submit"), Markup.attribute("class", "import"), Markup.text("Import"))
    )
  }

  /// The last form import of module `slug`: why it failed, and the session it imported.
  private func importOutcome(slug: String) -> HTMLNode {
    guard let outcome = self.imports.outcome(slug: slug) else { return .empty }
    return .group(
      .if(
        outcome.failure != nil,
        .p(.class("import-error"), Markup.attribute("role", "alert"), Markup.text("Import failed: \(outcome.failure ?? "")"))
      ),
      .unwrap(outcome.imported) { imported in
        .div(
          .class("imported-session"),
          Markup.attribute("role", "group"),
          Markup.attribute("aria-label", "Imported session"),
          .p(
            .class("import-summary"),
            Markup.text(
              "Imported \(imported.filename): replayed \(imported.result.replayed) action(s) into a fresh store: "
                + (imported.result.matches ? "final state matches." : "final state differs.")
            )
          ),
          .if(
            imported.result.redactedSteps.isEmpty == false,
            .p(
              .class("import-redacted"),
              Markup.text(
                "Step(s) \(imported.result.redactedSteps.map(String.init).joined(separator: ", ")) held redacted values and were replayed with placeholders: they may not be reproduced exactly."
              )
            )
          ),
          .ol(
            .class("imported-steps"),
            .forEach(imported.steps) { self.importedStep($0) }
          ),
          .if(
            imported.stepCount > imported.steps.count,
            .p(.text("… and \(imported.stepCount - imported.steps.count) more step(s)."))
          )
        )
      }
    )
  }

  /// One step of an imported session: its number and action as the file recorded them, and its
  /// origin as the import (quoting the recorded one).
  private func importedStep(_ step: SessionStepLine) -> Node<HTML.ListContext> {
    let number: HTMLNode = .span(.class("step-number"), .text("#\(step.step)"))
    let action: HTMLNode = .code(.class("action"), .text(step.action))
    let origin: HTMLNode = .span(.class("origin"), .text(step.origin))
    return .li(Markup.attribute("data-step", String(step.step)), number, .text(" "), action, .text(" "), origin)
  }

  /// The part of a section that changes: travel and skip banners and log. Served alone for the
  /// script.
  func live(slug: String, before: Int? = nil, hidden: HiddenActions = HiddenActions(), filter: StepFilter = StepFilter()) -> String {
    guard let inspector = self.inspection.inspector(slug: slug) else { return "" }
    let instance = self.inspection.boot.instance
    // The newest steps, or those numbered below `before`: only these are rendered.
    let logPage = LogPage(latestStep: inspector.latestStep, before: before, size: Self.shownSteps)
    let page = inspector.steps(since: logPage.start, limit: logPage.limit)
    let steps = page.reversed().filter { hidden.hides($0) == false && filter.shows($0, of: instance) }
    let hiddenCount = page.count - steps.count
    let older = LogPage.hasOlder(than: page.first?.step) { inspector.steps(since: $0 - 1, limit: 1).first?.step == $0 }
    let travelled = inspector.travelledStep
    let skipped = inspector.skippedSteps
    let held = self.inspection.heldCount(slug: slug)
    let skippedList = skipped.sorted().map { "#\($0)" }.joined(separator: ", ")
    let version =
      "\(inspector.latestStep):\(before.map(String.init) ?? "-"):\(travelled.map(String.init) ?? "-"):\(held):\(skippedList):\(hidden.words.joined(separator: "|")):\(filter.query)"
    let node: HTMLNode = .div(
      .class("devtools-live"),
      Markup.attribute("data-version", version),
      .if(
        travelled != nil,
        .div(
          .class("travel-banner"),
          Markup.attribute("role", "status"),
          Markup.text("Showing the state after step \(travelled ?? 0); \(held) user action(s) held. "),
          .form(
            .method(.post),
            .action(Self.formAction(slug: slug, "resume", filter: filter)),
            .button(.type(.submit), .text("Resume"))
          )
        )
      ),
      .if(
        skipped.isEmpty == false,
        .div(
          .class("skip-banner"),
          Markup.attribute("role", "status"),
          Markup.text("Skipping \(skippedList): the state is recomputed without them; \(held) user action(s) held.")
        )
      ),
      .if(
        filter.shows(instance: instance) == false,
        .p(.class("other-instance"), .text("This instance (\(instance)) is not the one your filter shows; its earlier runs are below."))
      ),
      .if(steps.isEmpty && hiddenCount == 0, .p(.class("empty-log"), .text("No actions yet."))),
      .if(
        hiddenCount > 0 && filter.shows(instance: instance),
        .p(.class("hidden-count"), .text("\(hiddenCount) step(s) on this page hidden by your filter."))
      ),
      .ol(
        .class("log"),
        .forEach(Array(steps)) { step in
          self.entry(step, slug: slug, travelled: travelled, skipped: skipped.contains(step.step), filter: filter)
        },
        .if(
          steps.isEmpty == false && older == false && inspector.state(after: 0) != nil,
          .li(.class("step initial"), .span(.class("action"), .text("Initial state")), self.jumpForm(slug: slug, step: 0, filter: filter))
        )
      ),
      .if(logPage.hasNewer || older, self.pageLinks(slug: slug, page: logPage, oldest: page.first?.step ?? 0, older: older, filter: filter))
    )
    return node.render()
  }

  /// Links to the module's older steps and back towards the newest: plain links, so paging
  /// works without JavaScript.
  private func pageLinks(slug: String, page: LogPage, oldest: Int, older: Bool, filter: StepFilter) -> HTMLNode {
    .nav(
      .class("log-pages"),
      Markup.attribute("aria-label", "Pages of the \(self.titles[slug] ?? slug) log"),
      .if(page.hasNewer, .a(.href(Self.viewURL(filter, module: slug)), .text("Newest steps"))),
      .unwrap(page.newerPageBefore) { before in
        .a(.href(Self.pageURL(slug: slug, before: before, filter: filter)), .text("Newer steps"))
      },
      .if(older, .a(.href(Self.pageURL(slug: slug, before: oldest, filter: filter)), .text("Older steps")))
    )
  }

  /// The page showing module `slug`'s steps numbered below `before`, through `filter`.
  nonisolated static func pageURL(slug: String, before: Int, filter: StepFilter = StepFilter()) -> String {
    let encoded = slug.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? slug
    let filtered = filter.isActive ? "&\(filter.query)" : ""
    return "\(DevToolsRoutes.path)?module=\(encoded)&before=\(before)\(filtered)#module-\(slug)"
  }

  /// The page through `filter`, at module `slug`'s section when given.
  nonisolated static func viewURL(_ filter: StepFilter, module slug: String? = nil) -> String {
    DevToolsRoutes.path + (filter.isActive ? "?\(filter.query)" : "") + (slug.map { "#module-\($0)" } ?? "")
  }

  /// Where a module's form posts (`travel`, `skip`, `resume`): the filter rides in the query,
  /// so the page the post redirects to shows the same look.
  nonisolated static func formAction(slug: String, _ route: String, filter: StepFilter) -> String {
    DevToolsRoutes.path(slug: slug, route) + (filter.isActive ? "?\(filter.query)" : "")
  }

  private func entry(_ step: InspectedStep, slug: String, travelled: Int?, skipped: Bool, filter: StepFilter) -> Node<HTML.ListContext> {
    .li(
      .class(["step", step.step == travelled ? "travelled" : nil, skipped ? "skipped" : nil].compactMap { $0 }.joined(separator: " ")),
      Markup.attribute("data-step", String(step.step)),
      .div(
        .class("step-head"),
        .span(.class("step-number"), .id(Self.stepAnchor(slug: slug, step: step.step)), .text("#\(step.step)")),
        Markup.element("time", Markup.attribute("datetime", Self.isoTime(step.time)), Markup.text(Self.clockTime(step.time))),
        .code(.class("action"), .text(step.action)),
        .span(.class("origin"), .text(step.origin), .unwrap(step.startedByStep) { self.startedByLink(slug: slug, step: $0) }),
        .unwrap(step.tab) { tab in self.tabLink(tab, filter: filter) },
        .span(.class("duration"), .text(Self.duration(step.reducerNanoseconds))),
        self.jumpForm(slug: slug, step: step.step, filter: filter),
        self.skipForm(slug: slug, step: step.step, skipped: skipped, filter: filter),
        Markup.element(
          "a", Markup.attribute("href", DevToolsRoutes.path(slug: slug, "state?step=\(step.step)&format=text")), Markup.text("State"))
      ),
      step.diff.map { self.diff($0, step: step.step) } ?? .p(.class("no-change"), .text("No state change.")),
      .if(
        step.isDiffCollapsed,
        .p(
          .class("full-diff"),
          Markup.element(
            "a", Markup.attribute("href", DevToolsRoutes.path(slug: slug, "diff?step=\(step.step)")),
            Markup.text("Full diff of step \(step.step)"))
        )
      )
    )
  }

  /// The anchor of a step's number on its card, which an origin's "started by" link points at.
  static func stepAnchor(slug: String, step: Int) -> String {
    "\(slug)-step-\(step)"
  }

  /// ` (step #N)`, linking the card of the step whose action started the work behind this one.
  private func startedByLink(slug: String, step: Int) -> Node<HTML.BodyContext> {
    .group(.text(" ("), .a(.href("#" + Self.stepAnchor(slug: slug, step: step)), .text("step #\(step)")), .text(")"))
  }

  /// "only this tab": the page filtered to the tab a step came from; nothing when it already is.
  func tabLink(_ tab: String, filter: StepFilter) -> Node<HTML.BodyContext> {
    guard filter.tab != tab else { return .empty }
    return .a(
      .class("tab-filter"), .href(Self.viewURL(filter.with(tab: tab))),
      .attribute(named: "aria-label", value: "Only this tab (\(tab))"), .text("only this tab"))
  }

  /// A step's state diff. A long one scrolls inside its box, so the box takes the keyboard focus
  /// (arrow keys scroll it) and is named for the screen reader that lands on it: a named group,
  /// not a landmark region (a hundred steps would crowd the page's landmarks).
  private func diff(_ text: String, step: Int) -> Node<HTML.BodyContext> {
    .pre(
      .class("diff"),
      .attribute(named: "tabindex", value: "0"),
      .attribute(named: "role", value: "group"),
      .attribute(named: "aria-label", value: "State change of step \(step)"),
      .text(text)
    )
  }

  private func jumpForm(slug: String, step: Int, filter: StepFilter) -> HTMLNode {
    .form(
      .method(.post),
      .action(Self.formAction(slug: slug, "travel", filter: filter)),
      .input(.type(.hidden), .name("step"), .value(String(step))),
      .button(.type(.submit), .class("jump"), .text("Jump to"))
    )
  }

  /// "Skip" a step's action, or "Unskip" it when it is skipped: a form post, so it works
  /// without JavaScript.
  private func skipForm(slug: String, step: Int, skipped: Bool, filter: StepFilter) -> HTMLNode {
    .form(
      .method(.post),
      .action(Self.formAction(slug: slug, "skip", filter: filter)),
      .input(.type(.hidden), .name("step"), .value(String(step))),
      .input(.type(.hidden), .name("skipped"), .value(skipped ? "false" : "true")),
      .button(
        .type(.submit),
        .class("skip"),
        .attribute(named: "aria-label", value: "\(skipped ? "Unskip" : "Skip") step \(step)"),
        .text(skipped ? "Unskip" : "Skip")
      )
    )
  }

  private static func isoTime(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  private static func clockTime(_ date: Date) -> String {
    let components = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC") ?? .current, from: date)
    let milliseconds = (components.nanosecond ?? 0) / 1_000_000
    return String(
      format: "%02d:%02d:%02d.%03d",
      components.hour ?? 0, components.minute ?? 0, components.second ?? 0, milliseconds
    )
  }

  private static func duration(_ nanoseconds: Int64) -> String {
    // -1: a step of a burst the recorder did not time.
    nanoseconds < 0
      ? "not timed"
      : nanoseconds < 1_000
        ? "\(nanoseconds) ns"
        : nanoseconds < 1_000_000
          ? String(format: "%.1f µs", Double(nanoseconds) / 1_000)
          : String(format: "%.2f ms", Double(nanoseconds) / 1_000_000)
  }
}
