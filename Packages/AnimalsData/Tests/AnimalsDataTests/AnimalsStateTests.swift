import Foundation
import HashTreeCollections
import Testing

@testable import AnimalsData

@Suite struct AnimalsStateTests {
  static let state = makeState(
    categoriesStatus: .success,
    animalsStatus: .failure(error: "disk full"),
    queue: ["Dog": .waiting, "placeholder": .failure(error: "no name")]
  )

  @Test func selectCategoriesReturnsEveryCategoryById() {
    let categories = AnimalsState.selectCategories()(Self.state)
    #expect(categories == TreeDictionary(uniqueKeysWithValues: Category.samples.map { ($0.categoryId, $0) }))
    #expect(AnimalsState.selectCategories()(AnimalsState()).isEmpty)
  }

  @Test func selectCategoriesValuesSortsByTheKeyPathInEitherOrder() {
    let categories = [
      Category(categoryId: "b", name: "Zebra-like"),
      Category(categoryId: "c", name: "Aardvark-like"),
      Category(categoryId: "a", name: "Moth-like"),
    ]
    let state = makeState(categories: categories, animals: [])
    #expect(AnimalsState.selectCategoriesValues(sort: \.name)(state).map(\.categoryId) == ["c", "a", "b"])
    #expect(AnimalsState.selectCategoriesValues(sort: \.name, order: .reverse)(state).map(\.categoryId) == ["b", "a", "c"])
    #expect(AnimalsState.selectCategoriesValues(sort: \.categoryId)(state).map(\.categoryId) == ["a", "b", "c"])
    #expect(AnimalsState.selectCategoriesValues(sort: \.categoryId, order: .reverse)(state).map(\.categoryId) == ["c", "b", "a"])
    #expect(AnimalsState.selectCategoriesValues(sort: \.name)(AnimalsState()).isEmpty)
  }

  @Test func equalNamesAreOrderedByIdSoTheOrderIsStable() {
    let state = makeState(
      categories: [Category(categoryId: "2", name: "Same"), Category(categoryId: "1", name: "Same")],
      animals: [
        Animal(animalId: "y", name: "Same", diet: .herbivorous, categoryId: "1"),
        Animal(animalId: "x", name: "Same", diet: .omnivorous, categoryId: "1"),
      ]
    )
    #expect(AnimalsState.selectCategoriesValues(sort: \.name)(state).map(\.categoryId) == ["1", "2"])
    #expect(AnimalsState.selectAnimalsValues(categoryId: "1", sort: \.name)(state).map(\.animalId) == ["x", "y"])
    #expect(AnimalsState.selectAnimalsValues(categoryId: "1", sort: \.name, order: .reverse)(state).map(\.animalId) == ["y", "x"])
  }

  /// The closure comparator must agree with plain `<` on names, for many random names.
  @Test func sortingManyAnimalsAgreesWithComparingNames() {
    var generator = SystemRandomNumberGenerator()
    let letters = Array("abcdefghijklmnopqrstuvwxyzÄÉñ ")
    let animals = (0..<2_000).map { index in
      let name = String((0..<Int.random(in: 1...8, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
      return Animal(animalId: "a\(index)", name: name, diet: .omnivorous, categoryId: "Mammal")
    }
    let state = makeState(animals: animals)
    let expected = animals.sorted { ($0.name, $0.animalId) < ($1.name, $1.animalId) }
    #expect(AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \.name)(state) == expected)
    #expect(AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \.name, order: .reverse)(state) == expected.reversed())
  }

  @Test(arguments: [nil, Status.empty, .waiting, .success, .failure(error: "boom")])
  func selectCategoriesStatusAndSelectAnimalsStatusReturnTheirDomainStatus(status: Status?) {
    let categories = makeState(categoriesStatus: status, animalsStatus: .success)
    #expect(AnimalsState.selectCategoriesStatus()(categories) == status)
    let animals = makeState(categoriesStatus: .success, animalsStatus: status)
    #expect(AnimalsState.selectAnimalsStatus()(animals) == status)
  }

  @Test(
    arguments: [
      (nil, nil),
      ("Mammal", Category.mammal),
      ("Reptile", Category.reptile),
      ("Dinosaur", nil),
    ] as [(String?, AnimalsData.Category?)])
  func selectCategoryByCategoryId(categoryId: String?, expected: AnimalsData.Category?) {
    #expect(AnimalsState.selectCategory(categoryId: categoryId)(Self.state) == expected)
  }

  @Test(
    arguments: [
      (nil, nil),
      ("Bibbon", Category.mammal),
      ("Sparrow", Category.bird),
      ("Newt", Category.amphibian),
      ("Unicorn", nil),
      ("Orphan", nil),
    ] as [(String?, AnimalsData.Category?)])
  func selectCategoryByAnimalId(animalId: String?, expected: AnimalsData.Category?) {
    let orphan = Animal(animalId: "Orphan", name: "Orphan", diet: .omnivorous, categoryId: "Dinosaur")
    let state = makeState(animals: Animal.samples + [orphan])
    #expect(AnimalsState.selectCategory(animalId: animalId)(state) == expected)
  }

  @Test(
    arguments: [
      (nil, []),
      ("Mammal", ["Dog", "Cat", "Kangaroo", "Bibbon"]),
      ("Bird", ["Sparrow"]),
      ("Fish", []),
      ("Dinosaur", []),
    ] as [(String?, [String])])
  func selectAnimalsReturnsTheAnimalsOfOneCategoryById(categoryId: String?, expectedIds: [String]) {
    let animals = AnimalsState.selectAnimals(categoryId: categoryId)(Self.state)
    #expect(Set(animals.keys) == Set(expectedIds))
    for (id, animal) in animals {
      #expect(animal.animalId == id && animal.categoryId == categoryId)
    }
  }

  @Test(
    arguments: [
      (nil, []),
      ("Mammal", ["Cat", "Dog", "Red kangaroo", "Southern gibbon"]),
      ("Amphibian", ["Newt"]),
      ("Fish", []),
    ] as [(String?, [String])])
  func selectAnimalsValuesSortsTheAnimalsOfOneCategory(categoryId: String?, expectedNames: [String]) {
    #expect(AnimalsState.selectAnimalsValues(categoryId: categoryId, sort: \.name)(Self.state).map(\.name) == expectedNames)
    #expect(
      AnimalsState.selectAnimalsValues(categoryId: categoryId, sort: \.name, order: .reverse)(Self.state).map(\.name)
        == expectedNames.reversed()
    )
  }

  @Test func selectAnimalsValuesSortsByAnyComparableKeyPath() {
    #expect(
      AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \.animalId)(Self.state).map(\.animalId)
        == ["Bibbon", "Cat", "Dog", "Kangaroo"]
    )
  }

  @Test(
    arguments: [
      (nil, nil),
      ("Bibbon", Animal.gibbon),
      ("Newt", Animal.newt),
      ("Unicorn", nil),
    ] as [(String?, Animal?)])
  func selectAnimalByAnimalId(animalId: String?, expected: Animal?) {
    #expect(AnimalsState.selectAnimal(animalId: animalId)(Self.state) == expected)
  }

  @Test(
    arguments: [
      (nil, nil),
      ("Dog", Status.waiting),
      ("placeholder", .failure(error: "no name")),
      ("Cat", nil),
    ] as [(String?, Status?)])
  func selectAnimalStatusReturnsTheQueuedStatus(animalId: String?, expected: Status?) {
    #expect(AnimalsState.selectAnimalStatus(animalId: animalId)(Self.state) == expected)
  }

  @Test func theSampleDataIsTheBooksSixCategoriesAndSixAnimals() {
    #expect(Category.samples.map(\.categoryId) == ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"])
    #expect(Category.samples.allSatisfy { $0.name == $0.categoryId && $0.id == $0.categoryId })
    #expect(Animal.gibbon == Animal(animalId: "Bibbon", name: "Southern gibbon", diet: .herbivorous, categoryId: "Mammal"))
    #expect(Animal.kangaroo == Animal(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal"))
    #expect(Animal.sparrow == Animal(animalId: "Sparrow", name: "House sparrow", diet: .omnivorous, categoryId: "Bird"))
    #expect(Animal.newt == Animal(animalId: "Newt", name: "Newt", diet: .carnivorous, categoryId: "Amphibian"))
    #expect(Animal.samples.map(\.id) == ["Dog", "Cat", "Kangaroo", "Bibbon", "Sparrow", "Newt"])
    #expect(Animal.Diet.allCases.map(\.rawValue) == ["Herbivore", "Carnivore", "Omnivore"])
  }

  @Test func modelsEncodeWithTheRemoteStoresKeysAndDietNames() throws {
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Animal.gibbon)) as? [String: String]
    #expect(json == ["animalId": "Bibbon", "name": "Southern gibbon", "diet": "Herbivore", "categoryId": "Mammal"])
    let decoded = try JSONDecoder().decode([Animal].self, from: JSONEncoder().encode(Animal.samples))
    #expect(decoded == Animal.samples)
    let category = try JSONDecoder().decode(AnimalsData.Category.self, from: Data(#"{"categoryId":"Mammal","name":"Mammal"}"#.utf8))
    #expect(category == .mammal)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Animal.self, from: Data(#"{"animalId":"x","name":"x","diet":"Fruit","categoryId":"Bird"}"#.utf8))
    }
  }
}
