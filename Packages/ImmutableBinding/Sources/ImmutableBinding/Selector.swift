public import ImmutableData
public import Observation

/// A slice of a store's state that a component shows, kept up to date as actions are reduced.
///
/// Built from an optional `id`, an optional `label` (debug logging), an optional `filter` over
/// `(oldState, action)`, a variadic pack of ``DependencySelector``s and one ``OutputSelector``.
///
/// What happens, step by step:
/// 1. The output is computed synchronously when the selector is made, so ``output`` can be
///    read at once; the selector subscribes to the store in the same main-actor step, so no
///    action slips in between.
/// 2. For every action reduced afterwards, a `filter` that returns `false` for
///    `(oldState, action)` stops here: nothing is selected.
/// 3. Each dependency is selected from the store's *current* state and compared with its
///    previous value in order, stopping at the first that `didChange`; when none changed, the
///    output selector does not run. With no dependencies it always runs.
/// 4. A new output is *published* (observers notified) only when the output selector's
///    `didChange` says it differs from the previous one.
///
/// ```swift
/// let unread = Selector(
///   provider,
///   label: "UnreadTitles",
///   outputSelector: ReadingListState.selectUnreadTitles()
/// )
/// let titles = unread.output  // the unread titles, sorted
/// ```
///
/// Any UI technology can consume ``output``: through `withObservationTracking` (the selector
/// is `Observable`), as the async sequence ``outputs``, or with a callback from ``onChange(_:)``.
/// Call ``update(_:id:label:filter:dependencySelector:outputSelector:)-(_,_,_,_,_,OutputSelector<Store.State,Output>)`` when a component is
/// rendered again: it rebuilds only when `id` or the store changed.
@MainActor public final class Selector<Store, each Dependency, Output>: Observable
where Store: ImmutableData.Selector & ImmutableData.Streamer & AnyObject {
  private let observableOutput = ObservableOutput<Output>()
  private let channels = OutputChannels<Output>()
  private var observers: [(token: Weak<SelectorObservation>, body: @MainActor (Output) -> Void)] = []

  /// The store the selector reads; replaced by an update with another store
  /// (``update(_:id:label:filter:dependencySelector:outputSelector:)-(_,_,_,_,_,OutputSelector<Store.State,Output>)``).
  public private(set) var store: Store
  /// What identifies the selector's parameters: a rebuild happens when an update brings
  /// another `id`.
  public private(set) var id: AnyHashable?
  private var listener: AsyncListener<Store.State, Store.Action, repeat each Dependency, Output>

  /// A selector over `store`, its output computed before the initializer returns.
  ///
  /// - Parameters:
  ///   - store: the store to read and listen to.
  ///   - id: the parameters the closures depend on (a selected id, a search text); an
  ///     update with another `id` rebuilds the selector.
  ///   - label: a name for debug logging (``BindingLog``); `nil` logs nothing.
  ///   - isIncluded: returns `false` for the `(oldState, action)` elements that cannot change
  ///     the output, which then select nothing.
  ///   - dependencySelector: zero or more cheap selections that decide whether the output is
  ///     recomputed.
  ///   - outputSelector: computes the value shown, and says when it changed.
  public init(
    _ store: Store,
    id: AnyHashable? = nil,
    label: String? = nil,
    filter isIncluded: (@Sendable (Store.State, Store.Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<Store.State, each Dependency>,
    outputSelector: OutputSelector<Store.State, Output>
  ) {
    (self.store, self.id) = (store, id)
    self.listener = Self.makeListener(
      label: label, filter: isIncluded, dependencySelector: repeat each dependencySelector, outputSelector: outputSelector)
    self.listen()
  }

  /// The update machinery for one set of selector closures (built again on every rebuild).
  private static func makeListener(
    label: String?,
    filter isIncluded: (@Sendable (Store.State, Store.Action) -> Bool)?,
    dependencySelector: repeat DependencySelector<Store.State, each Dependency>,
    outputSelector: OutputSelector<Store.State, Output>
  ) -> AsyncListener<Store.State, Store.Action, repeat each Dependency, Output> {
    AsyncListener(label: label, filter: isIncluded, dependencySelector: repeat each dependencySelector, outputSelector: outputSelector)
  }

  isolated deinit {
    self.listener.cancel()
    self.channels.finish()
  }
}

extension Selector {
  /// The selected value. Reading it inside `withObservationTracking` tracks it; observers are
  /// notified only when the output selector's `didChange` reports a change (or on a rebuild).
  public var output: Output {
    self.observableOutput.value
  }

  /// Whether the selector still listens to its store (false after ``cancel()``).
  public var isListening: Bool {
    self.listener.isListening
  }
}

extension Selector {
  /// Rebuilds when `id` or the store instance changed; otherwise ignores the new closures.
  ///
  /// This mirrors a component rendered again with new parameters: a parameterised selector
  /// passes its parameter as `id` so that a new parameter gives a new, fresh selector.
  public func update(
    _ store: Store,
    id: AnyHashable? = nil,
    label: String? = nil,
    filter isIncluded: (@Sendable (Store.State, Store.Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<Store.State, each Dependency>,
    outputSelector: OutputSelector<Store.State, Output>
  ) {
    guard self.needsRebuild(store: store, id: id) else { return }
    self.listener.cancel()
    self.store = store
    self.id = id
    self.listener = Self.makeListener(
      label: label, filter: isIncluded, dependencySelector: repeat each dependencySelector, outputSelector: outputSelector)
    self.listen()
  }

  /// Whether an ``update(_:id:label:filter:dependencySelector:outputSelector:)`` with these
  /// arguments rebuilds: only a new `id` or another store instance does.
  func needsRebuild(store: Store, id: AnyHashable?) -> Bool {
    store !== self.store || id != self.id
  }

  /// Ends the store subscription now and finishes every ``outputs`` sequence.
  /// The last output stays readable. Releasing the selector does the same.
  public func cancel() {
    self.listener.cancel()
    self.channels.finish()
  }

  private func listen() {
    self.listener.onOutput = { [weak self] output, isChanged in
      self?.receive(output, isChanged: isChanged)
    }
    self.listener.listen(to: self.store)
  }

  private func receive(_ output: Output, isChanged: Bool) {
    guard isChanged else {
      // Not a change by `didChange`: keep the newest value without notifying anyone.
      self.observableOutput.replaceSilently(with: output)
      return
    }
    self.observableOutput.value = output
    self.channels.yield(output)
    self.observers.removeAll { $0.token.value?.isActive != true }
    for observer in self.observers {
      observer.body(output)
    }
  }
}

extension Selector where Output: Sendable {
  /// A new sequence of the outputs published from now on; it ends when the selector is
  /// cancelled or released. Unbounded: a slow consumer still sees every published output.
  public var outputs: AsyncStream<Output> {
    self.channels.makeStream()
  }
}

extension Selector {
  /// Calls `body` with every output published from now on, until the returned token is
  /// cancelled or released.
  public func onChange(_ body: @escaping @MainActor (Output) -> Void) -> SelectorObservation {
    let token = SelectorObservation()
    self.observers.append((token: Weak(token), body: body))
    return token
  }
}

extension Selector {
  /// A selector over the store `provider` hands out; see
  /// ``init(_:id:label:filter:dependencySelector:outputSelector:)-(Store,_,_,_,_,OutputSelector<Store.State,Output>)``.
  public convenience init(
    _ provider: Provider<Store>,
    id: AnyHashable? = nil,
    label: String? = nil,
    filter isIncluded: (@Sendable (Store.State, Store.Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<Store.State, each Dependency>,
    outputSelector: OutputSelector<Store.State, Output>
  ) {
    self.init(
      provider.store,
      id: id,
      label: label,
      filter: isIncluded,
      dependencySelector: repeat each dependencySelector,
      outputSelector: outputSelector
    )
  }
}
