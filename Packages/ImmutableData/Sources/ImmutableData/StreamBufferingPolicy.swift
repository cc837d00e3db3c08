/// How many undelivered elements one stream of a ``Store`` may hold while its consumer is busy.
///
/// Every buffered element keeps its `oldState` alive. With copy-on-write collections in state
/// that can mean one full copy of an entity map per buffered element, so the choice matters:
///
/// - ``lossless`` (the default of ``Store/makeStream()->StoreStream<(State,Action)>``) delivers every element in dispatch
///   order, as data Listeners need: a Listener that missed the action moving a status to
///   `waiting` would never start its fetch. Its memory cost is one *old state* per element not yet
///   consumed. Keep large entity maps in persistent collections (swift-collections'
///   `TreeDictionary`), whose versions share all but O(log n) nodes, so a backlog of old states
///   costs little more than the newest one.
/// - ``latest(_:)`` keeps only the newest `count` elements and drops older ones. For consumers
///   that re-read the store's current state on every element (UI selectors without a filter,
///   progress displays), this bounds memory to `count` old states whatever the dispatch rate.
public enum StreamBufferingPolicy: Sendable, Hashable {
  /// Deliver every element; the buffer grows while the consumer lags.
  case lossless
  /// Keep at most `count` (at least 1) of the newest undelivered elements.
  case latest(Int)
}
