public import DevToolsInspection
import Foundation
public import Hummingbird

/// Mounts DevTools on a host's router: the page, its assets, and per module
/// `actions?since=N`, `state[?step=N][&format=text]`, `live`, `travel`, `resume`, `skip`,
/// `export`, `import` and `test`.
public enum DevToolsRoutes {
  /// The page's path, for the host's index link.
  public static let path = "/_devtools"

  /// Adds the routes under ``path``. `titles` maps slugs to the modules' titles; `maxBodySize`
  /// bounds imports.
  @MainActor public static func add<Context: RequestContext>(
    to router: Router<Context>,
    inspection: ModuleInspection,
    titles: [String: String],
    maxBodySize: Int
  ) {
    let routes = collection(context: Context.self, inspection: inspection, titles: titles, maxBodySize: maxBodySize)
    router.addRoutes(routes, atPath: RouterPath(Self.path))
  }

  /// The routes, relative to ``path``: the page and its assets, what each module recorded,
  /// time travel, skipping, and sessions (export, import, generated test), each concern added by its own
  /// function below.
  @MainActor public static func collection<Context: RequestContext>(
    context: Context.Type,
    inspection: ModuleInspection,
    titles: [String: String],
    maxBodySize: Int
  ) -> RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    let page = DevToolsPage(inspection: inspection, titles: titles)
    Self.addPage(page, to: routes)
    Self.addRecords(of: inspection, page: page, to: routes)
    Self.addTimeTravel(in: inspection, to: routes)
    Self.addSkipping(in: inspection, to: routes)
    Self.addSessions(of: inspection, maxBodySize: maxBodySize, to: routes)
    return routes
  }

  /// The page, its stylesheet and its script.
  private static func addPage<Context: RequestContext>(_ page: DevToolsPage, to routes: RouteCollection<Context>) {
    routes.get("") { _, _ in
      await MainActor.run { DevToolsResponse.html(page.document()) }
    }
    routes.get("devtools.css") { _, _ in
      DevToolsResponse(contentType: "text/css; charset=utf-8", body: DevToolsAssets.stylesheet)
    }
    routes.get("devtools.js") { _, _ in
      DevToolsResponse(contentType: "text/javascript; charset=utf-8", body: DevToolsAssets.script)
    }
  }

  /// What a module recorded: `actions?since=N`, `state[?step=N][&format=text]` and the `live`
  /// fragment the page polls.
  private static func addRecords<Context: RequestContext>(
    of inspection: ModuleInspection, page: DevToolsPage, to routes: RouteCollection<Context>
  ) {
    routes.get(":slug/actions") { request, context in
      let slug = try context.parameters.require("slug")
      let since = request.uri.queryParameters.get("since", as: Int.self) ?? 0
      return try await MainActor.run {
        let inspector = try Self.inspector(slug, in: inspection)
        return try DevToolsResponse.json(
          ActionsPayload(
            module: slug,
            latestStep: inspector.latestStep,
            travelledStep: inspector.travelledStep,
            heldActions: inspection.heldCount(slug: slug),
            skippedSteps: inspector.skippedSteps.sorted(),
            steps: inspector.steps(since: since)
          )
        )
      }
    }
    routes.get(":slug/state") { request, context in
      let slug = try context.parameters.require("slug")
      let step = request.uri.queryParameters.get("step", as: Int.self)
      let asText = request.uri.queryParameters.get("format") == "text"
      return try await MainActor.run {
        let inspector = try Self.inspector(slug, in: inspection)
        guard let state = inspector.state(after: step) else {
          throw HTTPError(.notFound, message: InspectionError.unknownStep(step ?? 0).description)
        }
        if asText {
          return DevToolsResponse.text(state)
        }
        return try DevToolsResponse.json(StatePayload(module: slug, step: step, travelledStep: inspector.travelledStep, state: state))
      }
    }
    routes.get(":slug/live") { _, context in
      let slug = try context.parameters.require("slug")
      return try await MainActor.run {
        _ = try Self.inspector(slug, in: inspection)
        return DevToolsResponse.html(page.live(slug: slug))
      }
    }
  }

  /// `travel` to a recorded step and `resume` live dispatch; both redirect (303) to the
  /// module's section of the page.
  private static func addTimeTravel<Context: RequestContext>(in inspection: ModuleInspection, to routes: RouteCollection<Context>) {
    routes.post(":slug/travel") { request, context in
      let slug = try context.parameters.require("slug")
      let body = try await request.body.collect(upTo: 1024)
      guard let step = Self.formField("step", in: String(buffer: body)).flatMap({ Int($0) }) else {
        throw HTTPError(.badRequest, message: "The form field “step” is missing or not a number.")
      }
      try await MainActor.run {
        _ = try Self.inspector(slug, in: inspection)
        do {
          try inspection.travel(slug: slug, to: step)
        } catch let error as InspectionError {
          throw HTTPError(.notFound, message: error.description)
        }
      }
      return Response.redirect(to: Self.section(of: slug))
    }
    routes.post(":slug/resume") { _, context in
      let slug = try context.parameters.require("slug")
      _ = try await MainActor.run { try Self.inspector(slug, in: inspection) }
      await inspection.resume(slug: slug)
      return Response.redirect(to: Self.section(of: slug))
    }
  }

  /// `skip` a recorded action (`step=N&skipped=true`) or unskip it (`skipped=false`); redirects
  /// (303) to the module's section of the page. An unknown step is 404, a refused skip (a
  /// history that no longer reaches the initial state, a reducer that refuses the rest) 409.
  private static func addSkipping<Context: RequestContext>(in inspection: ModuleInspection, to routes: RouteCollection<Context>) {
    routes.post(":slug/skip") { request, context in
      let slug = try context.parameters.require("slug")
      let buffer = try await request.body.collect(upTo: 1024)
      let body = String(buffer: buffer)
      guard let step = Self.formField("step", in: body).flatMap({ Int($0) }) else {
        throw HTTPError(.badRequest, message: "The form field “step” is missing or not a number.")
      }
      guard let skipped = Self.formField("skipped", in: body).flatMap({ Bool($0) }) else {
        throw HTTPError(.badRequest, message: "The form field “skipped” is missing or neither true nor false.")
      }
      _ = try await MainActor.run { try Self.inspector(slug, in: inspection) }
      do {
        try await inspection.skip(slug: slug, step: step, skipped: skipped)
      } catch let error as InspectionError {
        throw HTTPError(.notFound, message: error.description)
      } catch let refusal as SkipRefusal {
        throw HTTPError(.conflict, message: refusal.description)
      }
      return Response.redirect(to: Self.section(of: slug))
    }
  }

  /// A recorded session: `export` it, `import` one (replayed; at most `maxBodySize` bytes), and
  /// the Swift Testing `test` generated from it.
  private static func addSessions<Context: RequestContext>(
    of inspection: ModuleInspection, maxBodySize: Int, to routes: RouteCollection<Context>
  ) {
    routes.get(":slug/export") { _, context in
      let slug = try context.parameters.require("slug")
      return try await MainActor.run {
        let inspector = try Self.inspector(slug, in: inspection)
        return DevToolsResponse(
          contentType: "application/x-ndjson; charset=utf-8",
          body: inspector.exportSession(),
          attachmentName: "\(slug)-session.jsonl"
        )
      }
    }
    routes.post(":slug/import") { request, context in
      let slug = try context.parameters.require("slug")
      let body = try await request.body.collect(upTo: maxBodySize)
      let session = String(buffer: body)
      return try await MainActor.run {
        let inspector = try Self.inspector(slug, in: inspection)
        do {
          return try DevToolsResponse.json(ImportPayload(module: slug, try inspector.replay(session)))
        } catch let error as InspectionError {
          return try DevToolsResponse.json(ErrorPayload(error.description), status: .unprocessableContent)
        }
      }
    }
    routes.get(":slug/test") { _, context in
      let slug = try context.parameters.require("slug")
      return try await MainActor.run {
        let inspector = try Self.inspector(slug, in: inspection)
        guard let source = inspector.generateTest() else {
          throw HTTPError(
            .notFound,
            message: "No test can be generated for this module (no recipe, actions not Codable, or a cut history)."
          )
        }
        return DevToolsResponse.text(source, attachmentName: "\(slug)-recorded-session-test.swift")
      }
    }
  }

  /// The page's section of module `slug`, where its forms return to.
  private static func section(of slug: String) -> String {
    "\(Self.path)#module-\(slug)"
  }

  @MainActor private static func inspector(_ slug: String, in inspection: ModuleInspection) throws -> any ModuleInspector {
    guard let inspector = inspection.inspector(slug: slug) else {
      throw HTTPError(.notFound, message: "No module “\(slug)” records its actions.")
    }
    return inspector
  }

  /// The value of `name` in an `application/x-www-form-urlencoded` body.
  static func formField(_ name: String, in body: String) -> String? {
    for pair in body.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      if parts.first.map(String.init) == name {
        return parts.count > 1 ? String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding : ""
      }
    }
    return nil
  }
}
