import ImmutableData
import QuakesData

/// The one Store of the Quakes product, shared by every tab.
public typealias QuakesStore = Store<QuakesState, QuakesAction>
