import AnimalsData
import ImmutableData

/// The one Store of the Animals product, shared by every tab.
public typealias AnimalsStore = ImmutableData.Store<AnimalsState, AnimalsAction>
