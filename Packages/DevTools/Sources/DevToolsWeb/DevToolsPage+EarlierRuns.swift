import DevToolsInspection
import Foundation
import PageMarkup
import Plot

extension DevToolsPage {
  /// How many steps of earlier runs the page lists per module, newest first.
  nonisolated static let earlierShown = 50

  /// The steps of module `slug` the log kept from earlier runs of the app (a restart, another
  /// instance sharing the log) that `filter` shows, grouped by run, newest first; nothing
  /// without a log or steps. Read-only: their states left with their process, so there is
  /// nothing to travel to.
  func earlierRuns(slug: String, steps: [LoggedStep], filter: StepFilter = StepFilter()) -> HTMLNode {
    let steps = steps.filter { filter.shows($0.step, of: $0.boot.instance) }
    guard steps.isEmpty == false else { return .empty }
    var runs: [(boot: InspectionBoot, steps: [LoggedStep])] = []
    for step in steps {
      if runs.last?.boot == step.boot {
        runs[runs.count - 1].steps.append(step)
      } else {
        runs.append((step.boot, [step]))
      }
    }
    return .div(
      .class("earlier-runs"),
      Markup.attribute("role", "group"),
      Markup.attribute("aria-label", "Earlier runs"),
      .h3(.text("Earlier runs")),
      .forEach(runs) { run in
        .details(
          .class("earlier-run"),
          .attribute(named: "data-boot", value: run.boot.id),
          .summary(
            .text(
              "\(run.boot.instance), run started \(Self.runStart(run.boot.started)): \(run.steps.count) step(s) shown, newest first"
            ),
            .if(
              filter.instance == nil,
              .group(
                .text(" "),
                .a(
                  .class("instance-filter"), .href(Self.viewURL(filter.with(instance: run.boot.instance))),
                  .text("only \(run.boot.instance)")))
            )
          ),
          .ol(
            .class("earlier-steps"),
            .forEach(run.steps) { logged in
              .li(
                Markup.attribute("data-step", String(logged.step.step)),
                .span(.class("step-number"), .text("#\(logged.step.step)")),
                .text(" "),
                .code(.class("action"), .text(logged.step.action)),
                .text(" "),
                .span(.class("origin"), .text(logged.step.origin)),
                .unwrap(logged.step.tab) { tab in .group(.text(" "), self.tabLink(tab, filter: filter)) },
                .unwrap(logged.step.diff) { diff in .pre(.class("diff"), .text(diff)) }
              )
            }
          )
        )
      }
    )
  }

  /// A run's start as a reader scans it: `2026-11-28 10:02:03 UTC`.
  private static func runStart(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
    return formatter.string(from: date)
  }
}
