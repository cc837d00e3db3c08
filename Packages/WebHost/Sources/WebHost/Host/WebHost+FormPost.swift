import DevToolsInspection
import DomainRegistry
import Foundation
import Hummingbird
import ImmutableData

extension WebHost {
  /// Answers a post of `action`'s form, as its ``FormIntent`` asks. Every intent is admitted
  /// the same way (the security gate, the module running, the body's size and type) and reads
  /// the same fields; only the answer differs:
  ///
  /// - a browser's own post: 303 to the form's `return` location (a reload does not post
  ///   twice), or the page again with the error next to its field (400);
  /// - sent in place by the page's script: `200 {"location": …}`, the page the post returns to
  ///   (the tab shows the effect through its live channel, and moves there when it differs:
  ///   `follow` moves the page's channel, named by `Live-Channel`, first when it can, answered
  ///   `"following": true`, so the tab need not ask), or the same 400 page, whose regions the
  ///   script applies in place;
  /// - validation: nothing dispatched, `200 {"valid": true}` or the error the post would get.
  ///
  /// A post carrying a submission id already taken (``SubmissionLedger``) is answered as
  /// applied without running again.
  nonisolated static func answer(
    post request: Request,
    context: some RequestContext,
    to action: FormAction,
    of module: ModuleRoutes,
    maxBodySize: Int,
    pages: PageRenderer,
    inspection: ModuleInspection?,
    submissions: SubmissionLedger,
    follow: (@Sendable (_ channel: String, _ location: String) async -> Bool)? = nil
  ) async throws -> Response {
    var request = request
    let submission = try await FormDecoder.submission(from: &request, maxBodySize: maxBodySize)
    let intent = FormIntent(request)
    let returnTo = LocalPath.safe(submission.fields["return"], fallback: "/\(module.slug)")
    if intent == .validate {
      return try FormAnswer.validation(of: FormOrigin.withoutHostFields(submission), by: action)
    }
    let origin = FormOrigin.origin(action: action.name, submission: submission, request: request)
    let outcome = try await Self.apply(
      action, of: module, submission, returnTo: returnTo, origin: origin, pages: pages, inspection: inspection, submissions: submissions)
    switch outcome {
    case .refused(let page):
      return try page.response(from: request, context: context)
    case .applied(repeated: true):
      return intent == .inPlace ? try FormAnswer.applied(location: returnTo, repeated: true) : .redirect(to: returnTo)
    case .applied(repeated: false):
      break
    }
    guard intent == .inPlace else {
      // 303: the browser GETs the page again, so a reload does not post the form twice.
      return .redirect(to: returnTo)
    }
    var following = false
    if let follow, let key = FormOrigin.tab(request.headers[FormIntent.channelHeaderName]) {
      following = await follow(key, returnTo)
    }
    return try FormAnswer.applied(location: returnTo, repeated: false, following: following)
  }

  /// What became of a form: applied (`repeated`: its submission id was taken already, so it
  /// was not run again), or refused with the page to show instead.
  enum FormOutcome {
    case applied(repeated: Bool)
    case refused(HTMLResponse)
  }

  /// Applies `submission` (host fields included) to `action` of `module`: the one way a
  /// module's form is applied, whether the browser posts it or the tab sends it over its live
  /// channel (`LiveEntrance.submit`). A submission id already taken (``SubmissionLedger``) is
  /// not run again; a refusal (``FormError``) frees the id, so the corrected form can be sent
  /// with it, and gives the page again with the error next to its field and what was typed.
  nonisolated static func apply(
    _ action: FormAction,
    of module: ModuleRoutes,
    _ submission: FormSubmission,
    returnTo: String,
    origin: ActionOrigin,
    pages: PageRenderer,
    inspection: ModuleInspection?,
    submissions: SubmissionLedger
  ) async throws -> FormOutcome {
    let once = FormOrigin.once(submission)
    if let once, !submissions.begin(once) {
      return .applied(repeated: true)
    }
    do {
      try await Self.perform(action, FormOrigin.withoutHostFields(submission), slug: module.slug, inspection: inspection, origin: origin)
    } catch let error as FormError {
      if let once { submissions.forget(once) }
      return .refused(try await Self.refused(action, submission, error: error, returnTo: returnTo, module: module, pages: pages))
    } catch {
      if let once { submissions.forget(once) }
      throw error
    }
    return .applied(repeated: false)
  }
}

/// The JSON answers to a form post sent by the page's script (see ``WebHost/answer(post:context:to:of:maxBodySize:pages:inspection:submissions:)``).
enum FormAnswer {
  /// `{"location":…}`, with `"repeated":true` for a submission already applied and
  /// `"following":true` when the host moved the tab's channel there itself.
  struct Applied: Encodable {
    let location: String
    let repeated: Bool?
    let following: Bool?
  }

  /// `{"valid":true}`, or `{"valid":false,"field":…,"message":…,"errors":[{"field":…,
  /// "message":…}]}`: the first refusal, with the text a submit shows next to its field
  /// (`field` nil: the form's own status line), then every field's refusal.
  struct Validation: Encodable {
    struct FieldError: Encodable {
      let field: String
      let message: String
    }
    let valid: Bool
    let field: String?
    let message: String?
    let errors: [FieldError]?
  }

  static func applied(location: String, repeated: Bool, following: Bool = false) throws -> Response {
    try json(Applied(location: location, repeated: repeated ? true : nil, following: following ? true : nil))
  }

  /// Whether `action` would take `submission`, with every field's refusal
  /// (``FormAction/problems(in:)``); an action that cannot tell says valid.
  static func validation(of submission: FormSubmission, by action: FormAction) throws -> Response {
    let problems = action.problems(in: submission)
    guard let first = problems.first else {
      return try json(Validation(valid: true, field: nil, message: nil, errors: nil))
    }
    let errors = problems.compactMap { problem in problem.field.map { Validation.FieldError(field: $0, message: problem.reason) } }
    return try json(Validation(valid: false, field: first.field, message: first.reason, errors: errors))
  }

  private static func json(_ value: some Encodable) throws -> Response {
    Response(
      status: .ok,
      headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(bytes: try HostJSON.encoder.encode(value)))
    )
  }
}
