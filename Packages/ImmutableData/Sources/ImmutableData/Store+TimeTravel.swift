/// Replacing a store's state without an action, for developer tools only.
///
/// Not public API: DevTools imports it with `@_spi(TimeTravel)` to show a past state ("Jump
/// to") and to return to the present ("Resume"). No stream element is produced, so Listeners
/// start no work; views must rebuild their selectors to read the replaced state.
extension Store {
  @_spi(TimeTravel) public func replaceState(_ state: State) {
    self.state = state
  }
}
