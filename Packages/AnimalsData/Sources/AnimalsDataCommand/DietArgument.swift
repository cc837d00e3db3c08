public import AnimalsData
public import ArgumentParser

// "Herbivore", "herbivore" and the case name "herbivorous" all name the same diet.
extension Animal.Diet: ExpressibleByArgument {
  public init?(argument: String) {
    let argument = argument.lowercased()
    guard
      let diet = Self.allCases.first(where: {
        $0.rawValue.lowercased() == argument || String(describing: $0) == argument
      })
    else {
      return nil
    }
    self = diet
  }

  public static var allValueStrings: [String] {
    Self.allCases.map(\.rawValue)
  }
}
