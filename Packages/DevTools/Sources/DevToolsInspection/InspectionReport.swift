public import Foundation

/// "Report a problem", as stored: what a person said went wrong, the steps of their tab, and the
/// module's whole recorded session (redacted) so the report replays and becomes a test on any
/// instance that shares the log. Bounded: a note of at most ``maxNoteLength`` characters, a
/// session of at most ``maxSessionBytes`` bytes; a report expires after ``lifetime``.
public struct InspectionReport: Sendable, Codable, Equatable {
  /// A short id to quote and link (`/_devtools/reports/<id>`): ten lowercase letters and digits.
  public let id: String
  /// When it was reported.
  public let created: Date
  /// When the log forgets it.
  public let expires: Date
  /// The run of the app that recorded it (its instance).
  public let boot: InspectionBoot
  /// The module's slug.
  public let module: String
  /// The tab it was reported from, when its script named it.
  public let tab: String?
  /// What the person wrote.
  public let note: String
  /// The steps dispatched from that tab and the steps their Listener work dispatched; every
  /// step when the tab is unknown.
  public let steps: [Int]
  /// The module's session as an export writes it (JSON lines, redacted).
  public let session: String

  /// The longest note kept, in characters.
  public static let maxNoteLength = 2_000
  /// The largest session a report holds, in UTF-8 bytes.
  public static let maxSessionBytes = 4 * 1024 * 1024
  /// How long a report is kept: 14 days.
  public static let lifetime: TimeInterval = 14 * 24 * 3600

  /// A report; `id` is random and `expires` is ``lifetime`` after `created` unless given.
  public init(
    id: String = InspectionBoot.randomID(length: 10), created: Date = Date(), expires: Date? = nil, boot: InspectionBoot,
    module: String, tab: String?, note: String, steps: [Int], session: String
  ) {
    self.id = id
    self.created = created
    self.expires = expires ?? created.addingTimeInterval(Self.lifetime)
    self.boot = boot
    self.module = module
    self.tab = tab
    self.note = note
    self.steps = steps
    self.session = session
  }

  /// Whether `id` has a report's shape, so a link from outside is checked before any lookup.
  public static func isID(_ id: some StringProtocol) -> Bool {
    id.count == 10 && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
  }
}
