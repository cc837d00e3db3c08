import DomainRegistry
import Logging

/// A form a tab sends over its live channel instead of posting it: no request, no headers, and
/// the answer and the regions it changed arrive on the same connection. Admitted by the rules
/// of a post: the channel's upgrade passed the security gate (Host, Origin), the form is one of
/// the module the tab follows, the module runs, the body is a form's within the host's limit;
/// applied by the same code (`WebHost.apply`: the submission id, DevTools' origin, the refusal
/// page), announced to the page cache as a post is (`PageCache.whileChanging(slug:_:)`).
extension LiveEntrance {
  /// Applies the tab's form `body` for `action` and answers with `number` (see
  /// `LiveFormAnswer`). A form the channel does not take is answered `http`, and the tab posts
  /// it: the host's answer to a post, error pages included, is then the one answer.
  @MainActor func submit(_ writer: LiveSocketWriter, action path: String, body: String, number: Int) async {
    let answer = await answer(writer, action: path, body: body, number: number)
    writer.write(answer)
  }

  @MainActor private func answer(_ writer: LiveSocketWriter, action path: String, body: String, number: Int) async -> LiveFormAnswer {
    let target = writer.target
    guard let forms, writer.id != nil, let entry = forms.actions[path], entry.module.slug == target.slug,
      health.failure(slug: target.slug) == nil, body.utf8.count <= forms.maxBodySize,
      let submission = try? FormDecoder.decode(body)
    else { return .byHTTP(number) }
    let slug = entry.module.slug
    let returnTo = LocalPath.safe(submission.fields["return"], fallback: "/\(slug)")
    let origin = FormOrigin.origin(action: entry.action.name, submission: submission, page: target.key)
    // Announced to the page cache as a post is (`PageCacheMiddleware`).
    return await forms.cache.whileChanging(slug: slug) {
      do {
        switch try await WebHost.apply(
          entry.action, of: entry.module, submission, returnTo: returnTo, origin: origin, pages: forms.pages,
          inspection: forms.inspection, submissions: forms.submissions)
        {
        case .applied(repeated: true):
          return .applied(number, location: returnTo, repeated: true, following: false)
        case .applied(repeated: false):
          let following = await follow(writer, to: returnTo)
          return .applied(number, location: returnTo, repeated: false, following: following)
        case .refused(let page):
          return .refused(number, page: page.body)
        }
      } catch {
        logger.debug("a form sent over a live channel failed: \(String(describing: error))")
        return .byHTTP(number)
      }
    }
  }
}
