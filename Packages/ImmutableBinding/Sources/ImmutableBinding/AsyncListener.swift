package import ImmutableData
import Logging

/// The update machinery behind ``Selector``: listens to one store and recomputes one output.
///
/// It implements the selector semantics step by step:
/// 1. ``listen(to:)`` computes the output synchronously, then subscribes, in one main-actor step.
/// 2. A stream element rejected by `filter` selects nothing.
/// 3. Dependencies are selected from the store's *current* state and compared in pack order,
///    stopping at the first change; the output is recomputed only after a change (always when
///    there are no dependencies).
/// 4. Every computed output is reported with whether it counts as changed (first time, or
///    `didChange` said so); the owner notifies observers only for changed ones.
/// 5. Elements are handled one at a time: the next is requested after the update returned.
@MainActor package final class AsyncListener<State, Action, each Dependency, Output>
where State: Sendable, Action: Sendable {
  package let label: String?
  private let filter: (@Sendable (State, Action) -> Bool)?
  private let dependencySelector: (repeat DependencySelector<State, each Dependency>)
  private let outputSelector: OutputSelector<State, Output>
  private let hasDependencies: Bool

  private var dependency: (repeat each Dependency)?
  /// The output computed last, replaced on every computation (published or not).
  package private(set) var output: Output?
  private var subscription: StreamSubscription?
  private var isCancelled = false

  /// Called after every output computation with `isChanged` true when it must be published.
  package var onOutput: (@MainActor (_ output: Output, _ isChanged: Bool) -> Void)?

  package init(
    label: String? = nil,
    filter isIncluded: (@Sendable (State, Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<State, each Dependency>,
    outputSelector: OutputSelector<State, Output>
  ) {
    self.label = label
    self.filter = isIncluded
    self.dependencySelector = (repeat each dependencySelector)
    self.outputSelector = outputSelector
    var count = 0
    for _ in repeat each dependencySelector {
      count += 1
    }
    self.hasDependencies = count > 0
  }
}

extension AsyncListener {
  /// Starts listening: computes the output now, then subscribes to `store.makeStream()`.
  ///
  /// Both happen before this method returns, on the main actor where the store dispatches,
  /// so no action can be reduced between the first computation and the subscription.
  package func listen<Store>(to store: Store)
  where
    Store: ImmutableData.Selector & ImmutableData.Streamer & AnyObject,
    Store.State == State, Store.Action == Action
  {
    self.subscription?.cancel()
    self.dependency = nil
    self.output = nil
    self.isCancelled = false
    self.update(with: store.state)
    if let hub = StreamHub<State, Action>.hub(for: store) {
      // One shared stream per store: elements arrive synchronously from the hub's task.
      // Captured strongly: a weak reference costs a side-table load and a slow release on
      // every element, for every selector. The hub lets go on `cancel()`, which the owning
      // Selector calls when it is released or rebuilt.
      self.subscription = hub.subscribe { [self] oldState, action in
        guard self.isCancelled == false else { return }
        // The filter first, outside generic code: most selectors reject most actions.
        if let filter = self.filter, filter(oldState, action) == false {
          return
        }
        self.update(with: store.state)
      }
      return
    }
    let stream = store.makeStream()
    self.subscription = StreamSubscription(
      Task { @MainActor [weak self] in
        do {
          for try await element in stream {
            // The listener went away or stopped: leave the loop so the stream ends.
            guard let self, self.isCancelled == false else { return }
            self.receive(oldState: element.oldState, action: element.action, store: store)
          }
        } catch {
          self?.log("Stream Failed \(error)")
        }
      }
    )
  }

  /// Whether a subscription is active (between ``listen(to:)`` and ``cancel()``).
  package var isListening: Bool {
    self.subscription != nil && self.isCancelled == false
  }

  /// Stops listening now; no closure of this listener runs afterwards.
  package func cancel() {
    self.isCancelled = true
    self.subscription?.cancel()
    self.subscription = nil
  }
}

extension AsyncListener {
  private func receive<Store>(oldState: State, action: Action, store: Store)
  where Store: ImmutableData.Selector, Store.State == State {
    if let filter = self.filter, filter(oldState, action) == false {
      return
    }
    self.update(with: store.state)
  }

  private func update(with state: State) {
    self.log("Update")
    if self.hasDependencies, self.updateDependency(with: state) == false {
      return
    }
    self.updateOutput(with: state)
  }

  /// Selects every dependency, then reports whether one changed (the first time always does).
  private func updateDependency(with state: State) -> Bool {
    self.log("Update Dependency")
    let dependency = (repeat (each self.dependencySelector).select(state))
    guard let oldDependency = self.dependency else {
      self.dependency = dependency
      return true
    }
    self.dependency = dependency
    for (selector, old, new) in repeat (each self.dependencySelector, each oldDependency, each dependency) {
      if selector.didChange(old, new) {
        return true
      }
    }
    return false
  }

  private func updateOutput(with state: State) {
    self.log("Update Output")
    let output = self.outputSelector.select(state)
    let oldOutput = self.output
    self.output = output
    let isChanged = oldOutput.map { self.outputSelector.didChange($0, output) } ?? true
    self.onOutput?(output, isChanged)
  }
}

extension AsyncListener {
  private func log(_ message: String) {
    guard let label = self.label else { return }
    BindingLog.logger.debug("[ImmutableBinding][AsyncListener]: \(self.address) \(message): \(label)")
  }

  /// The listener's address as the book prints it: `0x` and 16 hexadecimal digits, the same
  /// for every line of one selector (until it is rebuilt).
  private var address: String {
    let digits = String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    return "0x" + String(repeating: "0", count: Swift.max(0, 2 * MemoryLayout<UInt>.size - digits.count)) + digits
  }
}
