public import DomainRegistry

/// DevTools' view of every inspected module of one host: their inspectors, time travel, skipped
/// actions, and the user actions held while a module travels or skips. Exists only when DevTools are on.
@MainActor public final class ModuleInspection {
  /// How many steps each module keeps (the oldest are dropped first).
  public let historyLimit: Int
  /// Where the history outlives the process, if anywhere (see ``writeLog()``).
  public let log: (any InspectionLog)?
  /// This run of the app, as the log marks its steps.
  public let boot: InspectionBoot
  /// Per module, the newest step written to ``log``.
  private var loggedSteps: [String: Int] = [:]
  /// Whether a ``writeLog()`` is under way: a second call meanwhile writes nothing, so no step
  /// is written twice.
  private var isWritingLog = false
  private var inspectors: [String: any ModuleInspector] = [:]
  private var held: [String: [@MainActor @Sendable () async throws -> Void]] = [:]
  private var viewObservers: [String: [Int: AsyncStream<Void>.Continuation]] = [:]
  private var nextObserver = 0

  /// An inspection keeping at most `historyLimit` steps per module (at least 1) in memory, and
  /// every step in `log` (when given) marked with `boot`.
  ///
  /// ```swift
  /// ModuleInspection(historyLimit: 500, log: try SQLiteInspectionLog(path: "data/devtools-log.sqlite"),
  ///                  boot: InspectionBoot(instance: "showcase-1"))
  /// ```
  public init(historyLimit: Int = 500, log: (any InspectionLog)? = nil, boot: InspectionBoot = InspectionBoot(instance: "local")) {
    self.historyLimit = Swift.max(1, historyLimit)
    self.log = log
    self.boot = boot
  }

  /// The hook handed to module `slug` in its `ModuleContext`: the module's `StoreInspector`
  /// registers through it.
  public func hook(slug: String) -> InspectionHook {
    InspectionHook(slug: slug, historyLimit: self.historyLimit) { object in
      guard let inspector = object as? any ModuleInspector else { return }
      self.register(inspector, slug: slug)
    }
  }

  /// Called by a module's adapter when it starts.
  public func register(_ inspector: any ModuleInspector, slug: String) {
    self.inspectors[slug] = inspector
  }

  /// The inspector of module `slug`, if it adopted inspection.
  public func inspector(slug: String) -> (any ModuleInspector)? {
    self.inspectors[slug]
  }

  /// The slugs of inspected modules, sorted.
  public var inspectedSlugs: [String] {
    self.inspectors.keys.sorted()
  }
}

extension ModuleInspection {
  /// Shows the state after `step` in every open view of module `slug`.
  public func travel(slug: String, to step: Int) throws(InspectionError) {
    guard let inspector = self.inspectors[slug] else { return }
    try inspector.travel(to: step)
    self.notifyViews(slug: slug)
  }

  /// Returns module `slug` to the present, then performs the user actions held meanwhile
  /// (unless actions are still skipped: those wait for the last unskip).
  public func resume(slug: String) async {
    guard let inspector = self.inspectors[slug], inspector.travelledStep != nil else { return }
    inspector.resume()
    self.notifyViews(slug: slug)
    await self.performHeld(slug: slug, of: inspector)
  }

  /// Skips (or unskips) the action of `step` in module `slug`, shows the recomputed state in
  /// every open view, and performs the held user actions once nothing is skipped nor travelled.
  /// Throws what ``ModuleInspector/skip(step:skipped:)`` throws.
  public func skip(slug: String, step: Int, skipped: Bool) async throws {
    guard let inspector = self.inspectors[slug] else { return }
    try inspector.skip(step: step, skipped: skipped)
    self.notifyViews(slug: slug)
    await self.performHeld(slug: slug, of: inspector)
  }

  /// How many user actions of module `slug` wait for ``resume(slug:)``.
  public func heldCount(slug: String) -> Int {
    self.held[slug]?.count ?? 0
  }

  /// Performs a user action of module `slug` now, or holds it while the module travels or
  /// skips actions (it would change a state the store does not show). Returns false when it
  /// was held.
  public func perform(slug: String, _ work: @escaping @MainActor @Sendable () async throws -> Void) async throws -> Bool {
    guard let inspector = self.inspectors[slug], Self.isHolding(inspector) else {
      try await work()
      return true
    }
    self.held[slug, default: []].append(work)
    return false
  }

  /// Yields whenever the views of module `slug` must be rebuilt from the store's state
  /// (a jump, a resume or a skip changed it without an action).
  public func viewChanges(slug: String) -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    self.nextObserver += 1
    let id = self.nextObserver
    self.viewObservers[slug, default: [:]][id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.viewObservers[slug]?[id] = nil }
    }
    return stream
  }

  private static func isHolding(_ inspector: any ModuleInspector) -> Bool {
    inspector.travelledStep != nil || inspector.skippedSteps.isEmpty == false
  }

  /// Performs the user actions held for module `slug`, in order, once it shows the present.
  private func performHeld(slug: String, of inspector: any ModuleInspector) async {
    guard Self.isHolding(inspector) == false else { return }
    let work = self.held.removeValue(forKey: slug) ?? []
    for perform in work {
      try? await perform()
    }
  }

  private func notifyViews(slug: String) {
    for continuation in self.viewObservers[slug, default: [:]].values {
      continuation.yield()
    }
  }
}

extension ModuleInspection {
  /// Writes every module's steps recorded since the last call to ``log``, rendered and
  /// redacted as the page shows them, and returns how many it wrote (0 without a log).
  ///
  /// The host calls it on a timer and once more on shutdown, never from a dispatch: recording
  /// stays a few copies into memory, and the log costs the main actor one rendering per step
  /// (which the page would pay anyway). Steps that left the bounded in-memory history before
  /// a call are not written; a call takes at most ``historyLimit`` steps per module.
  @discardableResult public func writeLog() async throws -> Int {
    guard let log, self.isWritingLog == false else { return 0 }
    self.isWritingLog = true
    defer { self.isWritingLog = false }
    var batch: [LoggedStep] = []
    var written: [String: Int] = [:]
    for slug in self.inspectedSlugs {
      guard let inspector = self.inspectors[slug] else { continue }
      let since = self.loggedSteps[slug] ?? 0
      guard inspector.latestStep > since else { continue }
      let steps = inspector.steps(since: since, limit: self.historyLimit)
      batch += steps.map { LoggedStep(boot: self.boot, module: slug, step: $0) }
      written[slug] = steps.last?.step ?? since
    }
    guard batch.isEmpty == false else { return 0 }
    try await log.append(batch)
    // Marked written only once stored: a failed write is tried again by the next call.
    self.loggedSteps.merge(written) { Swift.max($0, $1) }
    return batch.count
  }
}

extension ModuleInspection {
  /// Why "Report a problem" was refused; `description` is shown to the person who reported.
  public enum ReportRefusal: Error, Equatable, CustomStringConvertible {
    /// The app keeps no log (`--devtools-log off`), so a report could not outlive the page.
    case noLog
    /// The module records nothing (it is not inspected).
    case unknownModule(String)
    /// The note is longer than `InspectionReport.maxNoteLength`.
    case noteTooLong
    /// The module's session is larger than `InspectionReport.maxSessionBytes`.
    case sessionTooLarge

    /// A sentence for the page.
    public var description: String {
      switch self {
      case .noLog: "Reports are kept in DevTools' log, which this app does not keep (--devtools-log off)."
      case .unknownModule(let slug): "The module “\(slug)” records no actions to report."
      case .noteTooLong: "The note is longer than \(InspectionReport.maxNoteLength) characters: shorten it and send it again."
      case .sessionTooLarge: "This module's recorded session is too large to keep in a report."
      }
    }
  }

  /// Stores a report of module `slug` from `tab` with the person's `note`: the module's session
  /// (redacted, as an export), and which of its steps that tab dispatched, with the steps their
  /// Listener work dispatched (every step when `tab` is nil: a page without its script).
  public func report(slug: String, tab: String?, note: String) async throws -> InspectionReport {
    guard let log else { throw ReportRefusal.noLog }
    guard let inspector = self.inspectors[slug] else { throw ReportRefusal.unknownModule(slug) }
    guard note.count <= InspectionReport.maxNoteLength else { throw ReportRefusal.noteTooLong }
    let session = inspector.exportSession()
    guard session.utf8.count <= InspectionReport.maxSessionBytes else { throw ReportRefusal.sessionTooLarge }
    let steps = inspector.steps(since: 0, limit: self.historyLimit)
    let report = InspectionReport(
      boot: self.boot, module: slug, tab: tab, note: note, steps: Self.steps(of: tab, in: steps), session: session)
    try await log.store(report)
    return report
  }

  /// The steps `tab` dispatched and the steps their Listener work dispatched (both carry the
  /// tab: ``InspectedStep/tab``); all of them without a tab.
  static func steps(of tab: String?, in steps: [InspectedStep]) -> [Int] {
    guard let tab else { return steps.map(\.step) }
    return steps.filter { $0.tab == tab }.map(\.step)
  }
}
