import DevToolsInspection
@_spi(TimeTravel) import ImmutableData

extension StoreInspector {
  /// Marks the action of `step` skipped (`skipped: true`) or no longer skipped, and makes the
  /// store show the state recomputed from the initial state by every recorded action except the
  /// skipped ones, through the module's reducer (nothing is dispatched, so Listeners start no
  /// work). Unskipping the last skipped step shows the present again. While travelling the
  /// store keeps the travelled state until ``resume()``.
  ///
  /// Throws `InspectionError.unknownStep(_:)` for a step the history does not hold, and a
  /// `SkipRefusal` when the history no longer reaches the initial state (its oldest steps were
  /// dropped) or the reducer refuses an action once the skipped ones are left out; the store's
  /// state is then unchanged.
  public func skip(step: Int, skipped: Bool) throws {
    guard self.recorder.action(of: step) != nil || self.skippedSteps.contains(step) else {
      throw InspectionError.unknownStep(step)
    }
    var steps = self.skippedSteps
    if skipped {
      steps.insert(step)
    } else {
      steps.remove(step)
    }
    let skipping = try self.state(without: steps)
    self.skippedSteps = steps
    self.recorder.divert(travelled: self.recorder.travelled, skipping: skipping)
    if self.travelledStep == nil {
      self.store?.replaceState(skipping ?? self.present)
    }
  }

  /// The present without the actions of `skipped`, replayed from the initial state; nil when
  /// nothing is skipped.
  private func state(without skipped: Set<Int>) throws(SkipRefusal) -> State? {
    guard skipped.isEmpty == false else { return nil }
    guard self.reachesInitialState else {
      throw SkipRefusal(
        "the history no longer reaches the initial state (it starts at step \(self.recorder.firstStep)), so the state cannot be recomputed."
      )
    }
    var state = self.initialState
    for recorded in self.recorder.steps(after: 0) where skipped.contains(recorded.step) == false {
      do {
        state = try self.reducer(state, recorded.action)
      } catch {
        let list = skipped.sorted().map { "#\($0)" }.joined(separator: ", ")
        throw SkipRefusal("without \(list) the reducer refuses step \(recorded.step): \(error)")
      }
    }
    return state
  }
}
