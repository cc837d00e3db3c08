public import DevToolsInspection
import Foundation
public import Hummingbird

/// Mounts DevTools on a host's router: the page, its assets, and per module
/// `actions?since=N`, `state[?step=N][&format=text]`, `live`, `travel`, `resume`, `export`,
/// `import` and `test`.
public enum DevToolsRoutes {
  /// The page's path, for the host's index link.
  public static let path = "/_devtools"

  /// Adds the routes. `titles` maps slugs to the modules' titles; `maxBodySize` bounds imports.
  @MainActor public static func add<Context: RequestContext>(
    to router: Router<Context>,
    inspection: ModuleInspection,
    titles: [String: String],
    maxBodySize: Int
  ) {
    let page = DevToolsPage(inspection: inspection, titles: titles)
    router.get(RouterPath(Self.path)) { _, _ in
      await MainActor.run { DevToolsResponse.html(page.document()) }
    }
    router.get("/_devtools/devtools.css") { _, _ in
      DevToolsResponse(contentType: "text/css; charset=utf-8", body: DevToolsAssets.stylesheet)
    }
    router.get("/_devtools/devtools.js") { _, _ in
      DevToolsResponse(contentType: "text/javascript; charset=utf-8", body: DevToolsAssets.script)
    }
    router.get("/_devtools/:slug/actions") { request, context in
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
            steps: inspector.steps(since: since)
          )
        )
      }
    }
    router.get("/_devtools/:slug/state") { request, context in
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
    router.get("/_devtools/:slug/live") { _, context in
      let slug = try context.parameters.require("slug")
      return try await MainActor.run {
        _ = try Self.inspector(slug, in: inspection)
        return DevToolsResponse.html(page.live(slug: slug))
      }
    }
    router.post("/_devtools/:slug/travel") { request, context in
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
      return DevToolsRedirect(location: "\(Self.path)#module-\(slug)")
    }
    router.post("/_devtools/:slug/resume") { _, context in
      let slug = try context.parameters.require("slug")
      _ = try await MainActor.run { try Self.inspector(slug, in: inspection) }
      await inspection.resume(slug: slug)
      return DevToolsRedirect(location: "\(Self.path)#module-\(slug)")
    }
    router.get("/_devtools/:slug/export") { _, context in
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
    router.post("/_devtools/:slug/import") { request, context in
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
    router.get("/_devtools/:slug/test") { _, context in
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
