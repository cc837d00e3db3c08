import DomainRegistry
import ImmutableBinding
import ImmutableData
import QuakesData

extension QuakesToolbar {
  /// The toolbar's forms, each read here alone: its field names, its decoding into the
  /// action that says what the user did, and its dispatch.
  enum Form: String, Hashable, Sendable, CaseIterable {
    /// Field `range`: allHour, allDay, allWeek, allMonth.
    case refresh
    /// Field `quakeId`.
    case deleteSelected = "delete-selected"
    case deleteAll = "delete-all"

    enum Field {
      static let range = "range"
      static let quakeId = "quakeId"
      /// The range a refresh posts: one of ``refreshRanges``.
      static let rangeField = FormField(
        name: range, label: "Range", choices: QuakesToolbar.Form.refreshRanges.map { FormField.Choice(value: $0.value, title: $0.title) })
      /// The earthquake Delete Selected posts (hidden; the button is disabled without one).
      static let quakeIdField = FormField(name: quakeId, label: "The selected earthquake")
      /// Sent by `quakes.js`: the page follows the work live, so the post need not wait for it.
      static let live = "live"
    }

    /// The refresh ranges in menu order: (form value, title, range).
    static let refreshRanges: [(value: String, title: String, range: QuakesAction.UI.QuakeList.RefreshQuakesRange)] = [
      ("allHour", "All Hour", .allHour),
      ("allDay", "All Day", .allDay),
      ("allWeek", "All Week", .allWeek),
      ("allMonth", "All Month", .allMonth),
    ]

    /// How long a post without script waits for its refresh before the page comes back anyway
    /// (showing "Refreshing…"); the feed call's own deadline is 30 s.
    static let refreshWaitLimit: Duration = .seconds(10)
  }
}

extension QuakesToolbar.Form {
  /// The action a posted form means, its fields read by the kit (`submission.value(of:)`):
  /// a missing or unknown value is a `FormError` naming the field.
  func action(_ submission: FormSubmission) throws(FormError) -> QuakesAction {
    switch self {
    case .refresh:
      // One of the field's choices, each a range's value.
      let range = try submission.value(of: Field.rangeField) { value in Self.refreshRanges.first { $0.value == value }?.range }
      return .ui(.quakeList(.onTapRefreshQuakesButton(range: range)))
    case .deleteSelected:
      return .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: try submission.value(of: Field.quakeIdField))))
    case .deleteAll:
      return .ui(.quakeList(.onTapDeleteAllQuakesButton))
    }
  }

  /// The error a user understands for a reducer's refusal of this form's action.
  func refusal(for error: any Error) -> any Error {
    switch self {
    case .deleteSelected:
      // The reducer's only error for a delete: the quake is already gone (another tab
      // deleted it, or Delete All ran meanwhile).
      FormError.invalidField(Field.quakeId, reason: "That earthquake no longer exists.")
    case .refresh, .deleteAll:
      // The reducer accepts these in every state; nothing to translate.
      error
    }
  }

  /// Without script, a refresh waits (bounded) for its result, so the page the post returns
  /// to shows the new quakes instead of "Refreshing…". A post from `quakes.js` (`isLive`)
  /// follows the work live instead.
  @MainActor func settle(isLive: Bool, in store: QuakesStore) async {
    guard self == .refresh, !isLive else { return }
    await store.wait(limit: Self.refreshWaitLimit) { $0.select(QuakesState.selectQuakesStatus()) != .waiting }
  }
}

/// A toolbar post as the kit's form: read once into its action when it arrives (by its
/// ``QuakesToolbar/Form``), then dispatched.
protocol QuakesToolbarForm: ModuleForm where Target == Provider<QuakesStore> {
  /// Which of the toolbar's forms this is.
  static var form: QuakesToolbar.Form { get }
  /// The action the post means.
  var action: QuakesAction { get }
  /// Whether `quakes.js` sent it (the page follows the work live; the post need not wait).
  var isLive: Bool { get }
  init(action: QuakesAction, isLive: Bool)
}

extension QuakesToolbarForm {
  static var name: String { form.rawValue }

  init(_ submission: FormSubmission) throws(FormError) {
    self.init(
      action: try Self.form.action(submission),
      isLive: submission.fields[QuakesToolbar.Form.Field.live] != nil)
  }

  @MainActor func dispatch(to provider: Provider<QuakesStore>) throws {
    do {
      try provider.dispatcher.dispatch(action: self.action)
    } catch {
      throw Self.form.refusal(for: error)
    }
  }

  @MainActor func settle(in provider: Provider<QuakesStore>) async {
    await Self.form.settle(isLive: isLive, in: provider.store)
  }
}

extension QuakesToolbar {
  /// Refresh: field `range`.
  struct RefreshForm: QuakesToolbarForm {
    static let form = Form.refresh
    let action: QuakesAction
    let isLive: Bool
  }

  /// Delete Selected: field `quakeId`.
  struct DeleteSelectedForm: QuakesToolbarForm {
    static let form = Form.deleteSelected
    let action: QuakesAction
    let isLive: Bool
  }

  /// Delete All: no field.
  struct DeleteAllForm: QuakesToolbarForm {
    static let form = Form.deleteAll
    let action: QuakesAction
    let isLive: Bool
  }
}
