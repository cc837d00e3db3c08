// The six categories every new database starts with.
extension Category {
  public static var amphibian: Self {
    Self(categoryId: "Amphibian", name: "Amphibian")
  }

  public static var bird: Self {
    Self(categoryId: "Bird", name: "Bird")
  }

  public static var fish: Self {
    Self(categoryId: "Fish", name: "Fish")
  }

  public static var invertebrate: Self {
    Self(categoryId: "Invertebrate", name: "Invertebrate")
  }

  public static var mammal: Self {
    Self(categoryId: "Mammal", name: "Mammal")
  }

  public static var reptile: Self {
    Self(categoryId: "Reptile", name: "Reptile")
  }

  /// All sample categories, in the order they are seeded (public: every store seeds them).
  public static var samples: [Self] {
    [.amphibian, .bird, .fish, .invertebrate, .mammal, .reptile]
  }
}
