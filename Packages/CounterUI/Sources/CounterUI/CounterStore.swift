import CounterData
import ImmutableData

/// The one Store of the Counter product, shared by every tab.
public typealias CounterStore = Store<CounterState, CounterAction>
