public import DevToolsInspection
import Foundation
public import Hummingbird

/// Mounts DevTools on a host's router: the page, its assets, and per module
/// `actions?since=N`, `log` (earlier runs), `state[?step=N][&format=text]`, `diff?step=N`, `live`, `travel`,
/// `resume`, `skip`, `export`, `import` and `test`.
public enum DevToolsRoutes {
  /// The page's path, for the host's index link.
  public static let path = "/_devtools"

  /// The path of `route` under ``path`` (`"devtools.css"`, or a module's `"counter/export"`):
  /// every link and form of the page is built from ``path`` here.
  static func path(_ route: String) -> String {
    "\(Self.path)/\(route)"
  }

  /// The path of a module's `route` (`export`, `travel`, `state?step=3`).
  static func path(slug: String, _ route: String) -> String {
    Self.path("\(slug)/\(route)")
  }

  /// Adds the routes under ``path``. `titles` maps slugs to the modules' titles; `maxBodySize`
  /// bounds imports; `gate`, when given, lets in only browsers signed in with its token (see
  /// ``DevToolsGate``); `hostStylesheet`, when given, is linked by every DevTools page before
  /// DevTools' own, so they look like the host's (WebHost passes its `/_assets/app.css`).
  @MainActor public static func add<Context: RequestContext>(
    to router: Router<Context>,
    inspection: ModuleInspection,
    titles: [String: String],
    maxBodySize: Int,
    gate: DevToolsGate? = nil,
    hostStylesheet: String? = nil
  ) {
    let routes = collection(
      context: Context.self, inspection: inspection, titles: titles, maxBodySize: maxBodySize, gate: gate,
      hostStylesheet: hostStylesheet)
    router.addRoutes(routes, atPath: RouterPath(Self.path))
  }

  /// The routes, relative to ``path``: the page and its assets, what each module recorded,
  /// time travel, skipping, and sessions (export, import, generated test), each concern added by its own
  /// function below.
  @MainActor public static func collection<Context: RequestContext>(
    context: Context.Type,
    inspection: ModuleInspection,
    titles: [String: String],
    maxBodySize: Int,
    gate: DevToolsGate? = nil,
    hostStylesheet: String? = nil
  ) -> RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    let stylesheets = DevToolsStylesheets(host: hostStylesheet)
    // A person using the app may add a report, gated or not; reading one is DevTools'.
    Self.addReporting(of: inspection, stylesheets: stylesheets, to: routes)
    if let gate {
      // The sign-in form stays reachable; everything added after the middleware is gated.
      Self.addSignIn(gate, stylesheets: stylesheets, to: routes)
      routes.add(middleware: DevToolsGateMiddleware(gate: gate, stylesheets: stylesheets))
    }
    let imports = SessionImports()
    let page = DevToolsPage(inspection: inspection, titles: titles, imports: imports, stylesheets: stylesheets)
    Self.addPage(page, of: inspection, to: routes)
    Self.addRecords(of: inspection, page: page, to: routes)
    Self.addTimeTravel(in: inspection, to: routes)
    Self.addSkipping(in: inspection, to: routes)
    Self.addSessions(of: inspection, imports: imports, maxBodySize: maxBodySize, to: routes)
    Self.addReports(of: inspection, stylesheets: stylesheets, to: routes)
    return routes
  }

  /// The page (`?module=<slug>&before=N` shows that module's steps numbered below N; `only`,
  /// `instance`, `page` and `tab` filter it, see ``StepFilter``), its stylesheet and its script.
  private static func addPage<Context: RequestContext>(
    _ page: DevToolsPage, of inspection: ModuleInspection, to routes: RouteCollection<Context>
  ) {
    routes.get("") { request, _ in
      let query = request.uri.queryParameters
      let paging = query.get("module").flatMap { slug in
        query.get("before", as: Int.self).map { DevToolsPage.Paging(slug: slug, before: Swift.max(0, $0)) }
      }
      let earlier = await Self.earlierRuns(in: inspection, limit: DevToolsPage.earlierShown)
      let hidden = HiddenActions(request: request)
      let filter = StepFilter(request: request)
      return await MainActor.run {
        DevToolsResponse.html(page.document(paging: paging, earlier: earlier, hidden: hidden, filter: filter))
      }
    }
    // The browser's deny list: `hide=<word>` or `show=<word>`, kept in its cookie.
    routes.post("hidden") { request, _ in
      let form =
        (try? URLEncodedFormDecoder().decode(HiddenForm.self, from: String(buffer: try await request.body.collect(upTo: 1024))))
        ?? HiddenForm()
      var hidden = HiddenActions(request: request)
      if let word = form.hide {
        guard HiddenActions.isWord(word) else {
          throw HTTPError(
            .badRequest,
            message:
              "“\(word)” cannot be hidden: use 1 to \(HiddenActions.maxLength) letters, digits, “.” or “_”, part of an action's name such as onAppear."
          )
        }
        hidden = hidden.adding(word)
      }
      if let word = form.show {
        hidden = hidden.removing(word)
      }
      var response = Response.redirect(to: DevToolsPage.viewURL(StepFilter(request: request)))
      response.setCookie(hidden.cookie)
      return response
    }
    routes.get("devtools.css") { _, _ in
      DevToolsResponse(contentType: "text/css; charset=utf-8", body: DevToolsAssets.stylesheet)
    }
    routes.get("devtools.js") { _, _ in
      DevToolsResponse(contentType: "text/javascript; charset=utf-8", body: DevToolsAssets.script)
    }
  }

  /// What a module recorded: `actions?since=N[&limit=L]` (at most ``DevToolsPage/shownSteps``
  /// steps unless `limit` asks for fewer), `state[?step=N][&format=text]`, the full `diff?step=N`
  /// of one step and the `live` fragment the page polls (`?before=N` for an older page).
  private static func addRecords<Context: RequestContext>(
    of inspection: ModuleInspection, page: DevToolsPage, to routes: RouteCollection<Context>
  ) {
    routes.get(":slug/actions") { request, context in
      let slug = try context.parameters.require("slug")
      let since = Swift.max(0, request.uri.queryParameters.get("since", as: Int.self) ?? 0)
      let asked = request.uri.queryParameters.get("limit", as: Int.self) ?? DevToolsPage.shownSteps
      let limit = Swift.min(DevToolsPage.shownSteps, Swift.max(1, asked))
      return try await MainActor.run {
        let inspector = try Self.inspector(slug, in: inspection)
        let steps = inspector.steps(since: since, limit: limit)
        return try DevToolsResponse.json(
          ActionsPayload(
            module: slug,
            latestStep: inspector.latestStep,
            travelledStep: inspector.travelledStep,
            heldActions: inspection.heldCount(slug: slug),
            skippedSteps: inspector.skippedSteps.sorted(),
            steps: steps,
            hasMore: (steps.last?.step ?? inspector.latestStep) < inspector.latestStep
          )
        )
      }
    }
    routes.get(":slug/log") { request, context in
      let slug = try context.parameters.require("slug")
      let asked = request.uri.queryParameters.get("limit", as: Int.self) ?? DevToolsPage.shownSteps
      let limit = Swift.min(DevToolsPage.shownSteps, Swift.max(1, asked))
      let (log, boot) = try await MainActor.run {
        _ = try Self.inspector(slug, in: inspection)
        return (inspection.log, inspection.boot)
      }
      let filter = StepFilter(request: request)
      let steps = try await log?.steps(module: slug, excluding: boot.id, limit: limit) ?? []
      return try DevToolsResponse.json(
        LogPayload(module: slug, boot: boot, hasLog: log != nil, steps: steps.filter { filter.shows($0.step, of: $0.boot.instance) }))
    }
    routes.get(":slug/diff") { request, context in
      let slug = try context.parameters.require("slug")
      guard let step = request.uri.queryParameters.get("step", as: Int.self), step > 0 else {
        throw HTTPError(.badRequest, message: "The query parameter “step” is missing or not a step number.")
      }
      let inspector = try await MainActor.run { try Self.inspector(slug, in: inspection) }
      guard let diff = await inspector.fullDiff(of: step) else {
        throw HTTPError(.notFound, message: "Step \(step) is not in the recorded history or changed nothing.")
      }
      return DevToolsResponse.text(Self.bounded(diff, limit: Self.fullDiffLimit))
    }
    routes.get(":slug/state") { request, context in
      let slug = try context.parameters.require("slug")
      let step = request.uri.queryParameters.get("step", as: Int.self)
      if let step, step < 0 {
        throw HTTPError(.notFound, message: InspectionError.unknownStep(step).description)
      }
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
    routes.get(":slug/live") { request, context in
      let slug = try context.parameters.require("slug")
      let before = request.uri.queryParameters.get("before", as: Int.self)
      let hidden = HiddenActions(request: request)
      let filter = StepFilter(request: request)
      return try await MainActor.run {
        _ = try Self.inspector(slug, in: inspection)
        return DevToolsResponse.html(page.live(slug: slug, before: before, hidden: hidden, filter: filter))
      }
    }
  }

  /// `travel` to a recorded step and `resume` live dispatch; both redirect (303) to the
  /// module's section of the page.
  private static func addTimeTravel<Context: RequestContext>(in inspection: ModuleInspection, to routes: RouteCollection<Context>) {
    routes.post(":slug/travel") { request, context in
      let slug = try context.parameters.require("slug")
      let form = Self.stepForm(String(buffer: try await request.body.collect(upTo: 1024)))
      guard let step = form.step.flatMap({ Int($0) }), step >= 0 else {
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
      return Response.redirect(to: DevToolsPage.viewURL(StepFilter(request: request), module: slug))
    }
    routes.post(":slug/resume") { request, context in
      let slug = try context.parameters.require("slug")
      _ = try await MainActor.run { try Self.inspector(slug, in: inspection) }
      await inspection.resume(slug: slug)
      return Response.redirect(to: DevToolsPage.viewURL(StepFilter(request: request), module: slug))
    }
  }

  /// `skip` a recorded action (`step=N&skipped=true`) or unskip it (`skipped=false`); redirects
  /// (303) to the module's section of the page. An unknown step is 404, a refused skip (a
  /// history that no longer reaches the initial state, a reducer that refuses the rest) 409.
  private static func addSkipping<Context: RequestContext>(in inspection: ModuleInspection, to routes: RouteCollection<Context>) {
    routes.post(":slug/skip") { request, context in
      let slug = try context.parameters.require("slug")
      let form = Self.stepForm(String(buffer: try await request.body.collect(upTo: 1024)))
      guard let step = form.step.flatMap({ Int($0) }), step >= 0 else {
        throw HTTPError(.badRequest, message: "The form field “step” is missing or not a number.")
      }
      guard let skipped = form.skipped.flatMap({ Bool($0) }) else {
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
      return Response.redirect(to: DevToolsPage.viewURL(StepFilter(request: request), module: slug))
    }
  }

  /// A recorded session: `export` it, `import` one (replayed; at most `maxBodySize` bytes), and
  /// the Swift Testing `test` generated from it. An import is either the page's upload form
  /// (`multipart/form-data`; answered by a redirect to the page, which shows the outcome) or
  /// the file's text as the body, from a client without the page (`curl --data-binary
  /// @session.jsonl`; answered with JSON).
  private static func addSessions<Context: RequestContext>(
    of inspection: ModuleInspection, imports: SessionImports, maxBodySize: Int, to routes: RouteCollection<Context>
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
      if let contentType = request.headers[.contentType], contentType.lowercased().hasPrefix("multipart/") {
        return try await Self.importForm(
          request, slug: slug, contentType: contentType, inspection: inspection, imports: imports, maxBodySize: maxBodySize)
      }
      let body = try await request.body.collect(upTo: maxBodySize)
      let session = String(buffer: body)
      let reply = try await MainActor.run {
        let inspector = try Self.inspector(slug, in: inspection)
        do {
          return try DevToolsResponse.json(ImportPayload(module: slug, try inspector.replay(session)))
        } catch let error as InspectionError {
          return try DevToolsResponse.json(ErrorPayload(error.description), status: .unprocessableContent)
        }
      }
      return try reply.response(from: request, context: context)
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

  /// Imports the file of the page's upload form, records the outcome for the page and
  /// redirects there (303). A refused file changes nothing but the message next to the form.
  private static func importForm(
    _ request: Request, slug: String, contentType: String, inspection: ModuleInspection, imports: SessionImports, maxBodySize: Int
  ) async throws -> Response {
    _ = try await MainActor.run { try Self.inspector(slug, in: inspection) }
    let upload: Result<(filename: String, session: String), SessionUploadFailure>
    do {
      let body = try await request.body.collect(upTo: maxBodySize)
      let form = try MultipartForm(body: Array(body.readableBytesView), contentType: contentType)
      if let part = form.part(named: "session"), part.body.isEmpty == false {
        upload = .success((part.filename ?? "the uploaded file", String(decoding: part.body, as: UTF8.self)))
      } else {
        upload = .failure(SessionUploadFailure("choose a session file (an exported .jsonl) first."))
      }
    } catch let failure as MultipartForm.Failure {
      upload = .failure(SessionUploadFailure("the upload cannot be read: \(failure.description)"))
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      upload = .failure(SessionUploadFailure("the file is larger than \(maxBodySize / 1024) KiB."))
    }
    await MainActor.run {
      switch upload {
      case .success(let file):
        guard let inspector = inspection.inspector(slug: slug) else { return }
        do throws(InspectionError) {
          let result = try inspector.replay(file.session)
          imports.succeeded(slug: slug, ImportedSession(filename: file.filename, session: file.session, result: result))
        } catch {
          imports.failed(slug: slug, reason: "\(file.filename): \(error.description)")
        }
      case .failure(let failure):
        imports.failed(slug: slug, reason: failure.reason)
      }
    }
    return Response.redirect(to: DevToolsPage.viewURL(StepFilter(request: request), module: slug))
  }

  /// The most bytes of a full diff served (a month of quakes is about 1 MB).
  static let fullDiffLimit = 16 * 1024 * 1024

  /// `text` cut at `limit` UTF-8 bytes, saying so.
  static func bounded(_ text: String, limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    return String(decoding: text.utf8.prefix(limit), as: UTF8.self) + "\n… (cut at \(limit) bytes)"
  }

  @MainActor static func inspector(_ slug: String, in inspection: ModuleInspection) throws -> any ModuleInspector {
    guard let inspector = inspection.inspector(slug: slug) else {
      throw HTTPError(.notFound, message: "No module “\(slug)” records its actions.")
    }
    return inspector
  }

  /// The fields the travel and skip forms post (`step=N[&skipped=true|false]`), as text: each
  /// route says which one is missing or malformed.
  /// The deny list's form: a word to hide or one to show again.
  struct HiddenForm: Decodable, Equatable {
    var hide: String?
    var show: String?
  }

  struct StepForm: Decodable, Equatable {
    var step: String?
    var skipped: String?
  }

  /// `body` read by Hummingbird's form decoder; a body it cannot read has neither field.
  static func stepForm(_ body: String) -> StepForm {
    (try? URLEncodedFormDecoder().decode(StepForm.self, from: body)) ?? StepForm()
  }
}

extension DevToolsRoutes {
  /// Each inspected module's newest `limit` steps from earlier runs, read from the log; none
  /// without a log, and none (the page still shows) when the log cannot be read.
  static func earlierRuns(in inspection: ModuleInspection, limit: Int) async -> [String: [LoggedStep]] {
    let (log, boot, slugs) = await MainActor.run { (inspection.log, inspection.boot, inspection.inspectedSlugs) }
    guard let log else { return [:] }
    var earlier: [String: [LoggedStep]] = [:]
    for slug in slugs {
      earlier[slug] = (try? await log.steps(module: slug, excluding: boot.id, limit: limit)) ?? []
    }
    return earlier
  }
}

extension DevToolsRoutes {
  /// `sign-in`: the form (GET) and the token it posts, which sets the gate's cookie and
  /// redirects to the page; a wrong token shows the form again, saying so.
  private static func addSignIn<Context: RequestContext>(
    _ gate: DevToolsGate, stylesheets: DevToolsStylesheets, to routes: RouteCollection<Context>
  ) {
    routes.get("sign-in") { _, _ in
      DevToolsSignIn.page(failed: false, stylesheets: stylesheets)
    }
    routes.post("sign-in") { request, context in
      let form = (try? URLEncodedFormDecoder().decode(SignInForm.self, from: String(buffer: try await request.body.collect(upTo: 4096))))
      guard let token = form?.token?.trimmingCharacters(in: .whitespacesAndNewlines), gate.opens(with: token) else {
        return try DevToolsSignIn.page(failed: true, stylesheets: stylesheets).response(from: request, context: context)
      }
      var response = Response.redirect(to: Self.path)
      response.setCookie(gate.cookie(for: token))
      return response
    }
  }

  /// The sign-in form's one field.
  struct SignInForm: Decodable {
    var token: String?
  }
}
