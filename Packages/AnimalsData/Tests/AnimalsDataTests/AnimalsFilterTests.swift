import Testing

@testable import AnimalsData

/// Every action, with what each filter must answer for it.
@Suite struct AnimalsFilterTests {
  static let eagle = Animal(animalId: "Eagle", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
  static let dogAsReptile = Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Reptile")
  static let sparrowAsMammal = Animal(animalId: "Sparrow", name: "House sparrow", diet: .omnivorous, categoryId: "Mammal")
  static let cat = Animal.cat

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let action: AnimalsAction
    /// What `filterCategories()` answers.
    let categories: Bool
    /// What `filterAnimals(categoryId: "Mammal")` answers.
    let mammals: Bool
    /// What `filterAnimals(categoryId: "Bird")` answers.
    let birds: Bool
    var testDescription: String { self.name }
  }

  static let cases: [Case] = [
    Case(name: "categoryList.onAppear", action: .ui(.categoryList(.onAppear)), categories: false, mammals: false, birds: false),
    Case(
      name: "categoryList.reload", action: .ui(.categoryList(.onTapReloadSampleDataButton)), categories: false, mammals: false, birds: false
    ),
    Case(name: "animalList.onAppear", action: .ui(.animalList(.onAppear)), categories: false, mammals: false, birds: false),
    Case(
      name: "animalList.delete", action: .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))), categories: false,
      mammals: false, birds: false),
    Case(
      name: "animalDetail.delete", action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))), categories: false,
      mammals: false, birds: false),
    Case(
      name: "animalEditor.add",
      action: .ui(.animalEditor(.onTapAddAnimalButton(id: "p", name: "Eagle", diet: .carnivorous, categoryId: "Bird"))), categories: false,
      mammals: false, birds: false),
    Case(
      name: "animalEditor.update",
      action: .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Reptile"))),
      categories: false, mammals: false, birds: false),
    Case(
      name: "didFetchCategories.success",
      action: .data(.persistentSession(.didFetchCategories(result: .success(categories: Category.samples)))), categories: true,
      mammals: false, birds: false),
    Case(
      name: "didFetchCategories.failure", action: .data(.persistentSession(.didFetchCategories(result: .failure(error: "x")))),
      categories: false, mammals: false, birds: false),
    Case(
      name: "didFetchAnimals.success", action: .data(.persistentSession(.didFetchAnimals(result: .success(animals: Animal.samples)))),
      categories: false, mammals: true, birds: true),
    Case(
      name: "didFetchAnimals.failure", action: .data(.persistentSession(.didFetchAnimals(result: .failure(error: "x")))), categories: false,
      mammals: false, birds: false),
    Case(
      name: "didReloadSampleData.success",
      action: .data(.persistentSession(.didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples)))),
      categories: true, mammals: true, birds: true),
    Case(
      name: "didReloadSampleData.failure", action: .data(.persistentSession(.didReloadSampleData(result: .failure(error: "x")))),
      categories: false, mammals: false, birds: false),
    Case(
      name: "didAddAnimal.success in Bird", action: .data(.persistentSession(.didAddAnimal(id: "p", result: .success(animal: eagle)))),
      categories: false, mammals: false, birds: true),
    Case(
      name: "didAddAnimal.failure", action: .data(.persistentSession(.didAddAnimal(id: "p", result: .failure(error: "x")))),
      categories: false, mammals: false, birds: false),
    Case(
      name: "didUpdateAnimal.success Mammal -> Reptile",
      action: .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .success(animal: dogAsReptile)))), categories: false,
      mammals: true, birds: false),
    Case(
      name: "didUpdateAnimal.success Bird -> Mammal",
      action: .data(.persistentSession(.didUpdateAnimal(animalId: "Sparrow", result: .success(animal: sparrowAsMammal)))),
      categories: false, mammals: true, birds: true),
    Case(
      name: "didUpdateAnimal.success within Mammal",
      action: .data(.persistentSession(.didUpdateAnimal(animalId: "Cat", result: .success(animal: cat)))), categories: false, mammals: true,
      birds: false),
    Case(
      name: "didUpdateAnimal.failure", action: .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .failure(error: "x")))),
      categories: false, mammals: false, birds: false),
    Case(
      name: "didDeleteAnimal.success in Mammal",
      action: .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: cat)))), categories: false, mammals: true,
      birds: false),
    Case(
      name: "didDeleteAnimal.failure", action: .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .failure(error: "x")))),
      categories: false, mammals: false, birds: false),
  ]

  @Test(arguments: cases)
  func filterCategoriesPassesOnlyActionsThatCanChangeCategories(testCase: Case) {
    #expect(AnimalsFilter.filterCategories()(makeState(), testCase.action) == testCase.categories)
  }

  @Test(arguments: cases)
  func filterAnimalsPassesOnlyActionsThatCanChangeThatCategory(testCase: Case) {
    // The old state is the state before the reducer ran: the sample animals.
    #expect(AnimalsFilter.filterAnimals(categoryId: "Mammal")(makeState(), testCase.action) == testCase.mammals)
    #expect(AnimalsFilter.filterAnimals(categoryId: "Bird")(makeState(), testCase.action) == testCase.birds)
  }

  @Test(arguments: cases)
  func filterAnimalsWithoutACategoryPassesOnlyWholesaleChanges(testCase: Case) {
    let wholesale = testCase.name == "didFetchAnimals.success" || testCase.name == "didReloadSampleData.success"
    #expect(AnimalsFilter.filterAnimals(categoryId: nil)(makeState(), testCase.action) == wholesale)
  }
}
