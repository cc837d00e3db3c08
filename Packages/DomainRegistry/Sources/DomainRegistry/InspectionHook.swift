/// What a module's context carries when DevTools are on (`ModuleContext.inspection`): the
/// module's slug, how many steps its inspector keeps, and where the inspector registers.
///
/// The registry knows nothing more of inspection: DevTools builds the hook (its
/// `ModuleInspection.hook(slug:)`) and its `StoreInspector` registers through it, so the
/// inspection types (`ModuleInspector`, `InspectedStep`, time travel, `DispatchOrigin`) are
/// DevTools' own.
public struct InspectionHook: Sendable {
  /// The slug of the module the hook belongs to.
  public let slug: String
  /// How many steps the module's inspector should keep.
  public let historyLimit: Int
  private let registerInspector: @MainActor @Sendable (AnyObject) -> Void

  /// A hook whose `register(_:)` hands the inspector to `register`.
  public init(slug: String, historyLimit: Int, register: @escaping @MainActor @Sendable (AnyObject) -> Void) {
    self.slug = slug
    self.historyLimit = historyLimit
    self.registerInspector = register
  }

  /// Registers the module's inspector (DevTools' `StoreInspector`; DevTools ignores any other
  /// object).
  @MainActor public func register(_ inspector: AnyObject) {
    self.registerInspector(inspector)
  }
}
