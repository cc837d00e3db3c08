// The six animals every new database starts with. The gibbon's id really is "Bibbon", as in
// the original sample data.
extension Animal {
  public static var dog: Self {
    Self(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal")
  }

  public static var cat: Self {
    Self(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal")
  }

  public static var kangaroo: Self {
    Self(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal")
  }

  public static var gibbon: Self {
    Self(animalId: "Bibbon", name: "Southern gibbon", diet: .herbivorous, categoryId: "Mammal")
  }

  public static var sparrow: Self {
    Self(animalId: "Sparrow", name: "House sparrow", diet: .omnivorous, categoryId: "Bird")
  }

  public static var newt: Self {
    Self(animalId: "Newt", name: "Newt", diet: .carnivorous, categoryId: "Amphibian")
  }

  /// All sample animals, in the order they are seeded (public: every store seeds them).
  public static var samples: [Self] {
    [.dog, .cat, .kangaroo, .gibbon, .sparrow, .newt]
  }
}
