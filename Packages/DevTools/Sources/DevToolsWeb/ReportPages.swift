import DevToolsInspection
import Foundation
import Hummingbird
import PageMarkup
import Plot

/// The pages of "Report a problem": the answer to the person who reported, and the report as a
/// developer reads it (gated with DevTools).
enum ReportPages {
  /// How many of a report's steps its page lists.
  static let shownSteps = 200

  /// "Report <id> saved": what the person quotes, and the way back to their page.
  static func saved(_ report: InspectionReport, back: String?, stylesheets: DevToolsStylesheets) -> DevToolsResponse {
    page(
      title: "Report \(report.id) saved",
      status: .created,
      stylesheets: stylesheets,
      .p(
        .class("report-saved"), Markup.attribute("role", "status"),
        .text(
          "Thank you. Your report is saved as \(report.id), with the \(report.steps.count) step(s) of your tab. Quote it to the team: they open it at "
        ),
        .code(.text(DevToolsRoutes.path("reports/\(report.id)"))), .text(".")),
      backLink(back)
    )
  }

  /// Why the report was not saved, and the way back.
  static func refused(
    _ refusal: ModuleInspection.ReportRefusal, back: String?, stylesheets: DevToolsStylesheets
  ) -> DevToolsResponse {
    let status: HTTPResponse.Status =
      switch refusal {
      case .noLog: .serviceUnavailable
      case .unknownModule: .notFound
      case .noteTooLong, .sessionTooLarge: .contentTooLarge
      }
    return page(
      title: "The report was not saved", status: status, stylesheets: stylesheets,
      .p(.class("report-refused"), Markup.attribute("role", "alert"), .text(refusal.description)),
      backLink(back)
    )
  }

  /// The report as a developer reads it: who, when, the note, the steps (the tab's marked), a
  /// replay and a generated test.
  static func report(
    _ report: InspectionReport, replay: Result<ReplayResult, InspectionError>?, stylesheets: DevToolsStylesheets
  ) -> DevToolsResponse {
    let tabSteps = Set(report.steps)
    let lines = SessionStepLine.read(report.session, limit: Self.shownSteps)
    return page(
      title: "Report \(report.id)",
      status: .ok,
      stylesheets: stylesheets,
      .p(
        .text(
          "Module \(report.module), \(report.boot.instance), reported \(report.created.formatted(.iso8601))"
            + (report.tab.map { " from tab \($0)" } ?? "") + "; kept until \(report.expires.formatted(.iso8601)).")),
      .h2("What went wrong"),
      .p(.class("report-note"), .text(report.note.isEmpty ? "(no note)" : report.note)),
      .unwrap(replay) { outcome in
        switch outcome {
        case .success(let result):
          .p(
            .class("report-replay"), Markup.attribute("role", "status"),
            .text(
              "Replayed \(result.replayed) action(s) into a fresh store: "
                + (result.matches ? "the final state matches the report." : "the final state differs from the report.")
                + (result.redactedSteps.isEmpty
                  ? "" : " Step(s) \(result.redactedSteps.map(String.init).joined(separator: ", ")) held redacted values.")
            ))
        case .failure(let error):
          .p(.class("report-replay"), Markup.attribute("role", "alert"), .text(error.description))
        }
      },
      .div(
        .class("devtools-controls"),
        Markup.element(
          "form", Markup.attribute("method", "post"), Markup.attribute("action", DevToolsRoutes.path("reports/\(report.id)/replay")),
          Markup.element("button", Markup.attribute("type", "submit"), Markup.text("Replay"))),
        Markup.element(
          "a", Markup.attribute("href", DevToolsRoutes.path("reports/\(report.id)/test")), Markup.attribute("class", "generate-test"),
          Markup.text("Generate test"))
      ),
      .h2("Steps (the reporting tab's marked)"),
      .ol(
        .class("report-steps"),
        .forEach(lines.steps) { line in
          .li(
            .class(tabSteps.contains(line.step) ? "report-step of-tab" : "report-step"),
            Markup.attribute("data-step", String(line.step)),
            .span(.class("step-number"), .text("#\(line.step)")), .text(" "),
            .if(tabSteps.contains(line.step), .strong(.text("this tab: "))),
            .code(.class("action"), .text(line.action)), .text(" "),
            .span(.class("origin"), .text(line.origin))
          )
        }
      ),
      .if(lines.count > lines.steps.count, .p(.text("… and \(lines.count - lines.steps.count) more step(s) in the session.")))
    )
  }

  private static func backLink(_ back: String?) -> HTMLNode {
    .unwrap(back) { .p(Markup.element("a", Markup.attribute("href", $0), Markup.text("Back to the page you were on"))) }
  }

  private static func page(
    title: String, status: HTTPResponse.Status, stylesheets: DevToolsStylesheets, _ content: HTMLNode...
  ) -> DevToolsResponse {
    let html = HTML(
      .lang(.english),
      .head(
        .meta(.charset(.utf8)), .title(title), stylesheets.links),
      .body(.main(.h1(.text(title)), .group(content)))
    ).render()
    return DevToolsResponse(contentType: "text/html; charset=utf-8", body: html, status: status)
  }
}
