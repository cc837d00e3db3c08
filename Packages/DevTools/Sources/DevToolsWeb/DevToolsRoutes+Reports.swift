import DevToolsInspection
import Foundation
import Hummingbird

extension DevToolsRoutes {
  /// `POST report` (fields `module`, `note`, and `tab`, which the page's script adds; `return`,
  /// the page it came from): stores a report and answers with its id. Outside the gate: a
  /// person using the app may add a report, never read one.
  static func addReporting<Context: RequestContext>(
    of inspection: ModuleInspection, stylesheets: DevToolsStylesheets, to routes: RouteCollection<Context>
  ) {
    routes.post("report") { request, context in
      let body = String(buffer: try await request.body.collect(upTo: Self.maxReportForm))
      let form = (try? URLEncodedFormDecoder().decode(ReportForm.self, from: body)) ?? ReportForm()
      guard let slug = form.module, slug.isEmpty == false else {
        throw HTTPError(.badRequest, message: "The form field “module” is missing.")
      }
      let back = form.return.flatMap { $0.hasPrefix("/") && !$0.hasPrefix("//") && !$0.contains("\\") ? $0 : nil }
      let tab = TabID.valid(form.tab)
      do {
        let report = try await inspection.report(slug: slug, tab: tab, note: form.note ?? "")
        return try ReportPages.saved(report, back: back, stylesheets: stylesheets).response(from: request, context: context)
      } catch let refusal as ModuleInspection.ReportRefusal {
        return try ReportPages.refused(refusal, back: back, stylesheets: stylesheets).response(from: request, context: context)
      }
    }
  }

  /// `GET reports/:id` (the report: note, the tab's steps, replay and test), `POST
  /// reports/:id/replay` (the report's session replayed into a fresh store) and `GET
  /// reports/:id/test` (a Swift Testing test of it); on any instance sharing the log.
  static func addReports<Context: RequestContext>(
    of inspection: ModuleInspection, stylesheets: DevToolsStylesheets, to routes: RouteCollection<Context>
  ) {
    routes.get("reports/:id") { _, context in
      let report = try await Self.report(context, in: inspection)
      return ReportPages.report(report, replay: nil, stylesheets: stylesheets)
    }
    routes.post("reports/:id/replay") { _, context in
      let report = try await Self.report(context, in: inspection)
      let outcome = try await MainActor.run { () throws -> Result<ReplayResult, InspectionError> in
        let inspector = try Self.inspector(report.module, in: inspection)
        do throws(InspectionError) {
          return .success(try inspector.replay(report.session))
        } catch {
          return .failure(error)
        }
      }
      return ReportPages.report(report, replay: outcome, stylesheets: stylesheets)
    }
    routes.get("reports/:id/test") { _, context in
      let report = try await Self.report(context, in: inspection)
      return try await MainActor.run {
        let inspector = try Self.inspector(report.module, in: inspection)
        do {
          guard let source = try inspector.generateTest(fromSession: report.session) else {
            throw HTTPError(.notFound, message: "No test can be generated for this module (no recipe).")
          }
          return DevToolsResponse.text(source, attachmentName: "\(report.module)-report-\(report.id)-test.swift")
        } catch let error as InspectionError {
          throw HTTPError(.unprocessableContent, message: error.description)
        }
      }
    }
  }

  /// The largest report form read: a note of 2,000 characters of four bytes each, escaped.
  static let maxReportForm = 32 * 1024

  /// The report the route's `:id` names, or 404.
  private static func report(_ context: some RequestContext, in inspection: ModuleInspection) async throws -> InspectionReport {
    let id = try context.parameters.require("id")
    let log = await MainActor.run { inspection.log }
    guard InspectionReport.isID(id), let log, let report = try await log.report(id: id) else {
      throw HTTPError(.notFound, message: "There is no report “\(id.prefix(32))” (reports are kept for 14 days).")
    }
    return report
  }

  /// The report form's fields.
  struct ReportForm: Decodable {
    var module: String?
    var note: String?
    var tab: String?
    var `return`: String?
  }
}
