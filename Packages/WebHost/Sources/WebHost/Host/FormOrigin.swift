import DevToolsInspection
import DomainRegistry
import Hummingbird
import ImmutableData
import PageMarkup

/// Where a form post came from, as the host tells DevTools (``ActionOrigin/formPost(action:location:tab:)``):
/// the page location it was posted from and the tab that posted it.
///
/// The location is the form's `return` field (every POST form carries the page it was posted
/// from, path and query, so the tab's local state too), else the `Referer` when it names a page
/// of this host; either must be a local path (``LocalPath``) and is cut to
/// ``maxLocationLength``. The tab is the `tab` field `live.js` adds to every POST form: an id the
/// tab keeps in its `sessionStorage`, at most ``maxTabLength`` letters, digits, `-` or `_`
/// (anything else is ignored). Without script a post names no tab; its location still tells
/// tabs with different local state apart. Nothing else of the request (cookies, other fields)
/// is recorded.
enum FormOrigin {
  /// The field `live.js` names the posting tab with; the host takes it out of the submission.
  static let tabField = "tab"
  /// The field `live.js` names one submission with, so a post sent again is applied once
  /// (``SubmissionLedger``); the host takes it out of the submission too.
  static let onceField = "once"
  /// The fields the host adds to a module's form and reads itself.
  static let hostFields = [tabField, onceField]
  /// Longest tab id kept.
  static let maxTabLength = TabID.maxLength
  /// Longest page location kept in an origin (a longer one is cut, ending in `…`).
  static let maxLocationLength = 512

  /// The origin of a post of `action` with `submission`, received as `request`.
  static func origin(action: String, submission: FormSubmission, request: Request) -> ActionOrigin {
    origin(action: action, submission: submission, page: ErrorPageMiddleware<BasicRequestContext>.referringPage(of: request))
  }

  /// The origin of `action` with `submission`, sent by a tab showing `page` (over its live
  /// channel, see `LiveEntrance.submit`; the `Referer` of a post).
  static func origin(action: String, submission: FormSubmission, page: String?) -> ActionOrigin {
    .formPost(
      action: action,
      location: self.location(returnField: submission.fields[Markup.returnField], page: page),
      tab: self.tab(submission.fields[self.tabField])
    )
  }

  /// `submission` without the host's fields (the tab, the submission's id), which are no form
  /// action's.
  static func withoutHostFields(_ submission: FormSubmission) -> FormSubmission {
    guard hostFields.contains(where: { submission.fields[$0] != nil }) else { return submission }
    var fields = submission.fields
    for field in hostFields { fields[field] = nil }
    return FormSubmission(fields: fields)
  }

  /// The submission's id when it is well formed (as a tab id), else nil: such a post is
  /// applied as it comes.
  static func once(_ submission: FormSubmission) -> String? {
    tab(submission.fields[onceField])
  }

  /// The page the form was posted from, or nil when neither `return` nor `page` (the
  /// `Referer`'s page, the channel's location) names one.
  static func location(returnField: String?, page: String?) -> String? {
    let location = returnField.flatMap { LocalPath.isLocal($0) ? $0 : nil } ?? page.flatMap { LocalPath.isLocal($0) ? $0 : nil }
    guard let location else { return nil }
    return location.utf8.count > self.maxLocationLength ? String(location.prefix(self.maxLocationLength)) + "…" : location
  }

  /// `value` when it is a well-formed tab id (DevToolsInspection's `TabID`, the rule reports use too).
  static func tab(_ value: String?) -> String? {
    TabID.valid(value)
  }
}
