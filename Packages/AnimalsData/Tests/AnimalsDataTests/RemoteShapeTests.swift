import Foundation
import Testing

@testable import AnimalsData

/// The request and response bodies of `POST /animals/api`, exactly as the book's remote-store
/// chapter writes them: one key per operation (`categories`, `animals`, `addAnimal`, …), diets as
/// "Herbivore" / "Carnivore" / "Omnivore", a nil list omitted.
@Suite struct RemoteShapeTests {
  static let eagle = Animal(animalId: "Eagle-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird")

  static let requests: [(RemoteRequest, String)] = [
    (RemoteRequest(query: [.categories]), #"{"query":[{"categories":{}}]}"#),
    (RemoteRequest(query: [.animals]), #"{"query":[{"animals":{}}]}"#),
    (
      RemoteRequest(mutation: [.addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird")]),
      #"{"mutation":[{"addAnimal":{"name":"Eagle","diet":"Carnivore","categoryId":"Bird"}}]}"#
    ),
    (
      RemoteRequest(mutation: [.updateAnimal(animalId: "Cat", name: "Lion", diet: .herbivorous, categoryId: "Mammal")]),
      #"{"mutation":[{"updateAnimal":{"animalId":"Cat","name":"Lion","diet":"Herbivore","categoryId":"Mammal"}}]}"#
    ),
    (RemoteRequest(mutation: [.deleteAnimal(animalId: "Cat")]), #"{"mutation":[{"deleteAnimal":{"animalId":"Cat"}}]}"#),
    (RemoteRequest(mutation: [.reloadSampleData]), #"{"mutation":[{"reloadSampleData":{}}]}"#),
    (
      RemoteRequest(query: [.animals, .categories], mutation: [.deleteAnimal(animalId: "Dog"), .reloadSampleData]),
      #"{"mutation":[{"deleteAnimal":{"animalId":"Dog"}},{"reloadSampleData":{}}],"query":[{"animals":{}},{"categories":{}}]}"#
    ),
    (RemoteRequest(), "{}"),
  ]

  static let responses: [(RemoteResponse, String)] = [
    (
      RemoteResponse(query: [.categories(categories: [.mammal])]),
      #"{"query":[{"categories":{"categories":[{"categoryId":"Mammal","name":"Mammal"}]}}]}"#
    ),
    (
      RemoteResponse(query: [.animals(animals: [.gibbon])]),
      #"{"query":[{"animals":{"animals":[{"animalId":"Bibbon","name":"Southern gibbon","diet":"Herbivore","categoryId":"Mammal"}]}}]}"#
    ),
    (
      RemoteResponse(mutation: [.addAnimal(animal: eagle)]),
      #"{"mutation":[{"addAnimal":{"animal":{"animalId":"Eagle-1","name":"Eagle","diet":"Carnivore","categoryId":"Bird"}}}]}"#
    ),
    (
      RemoteResponse(mutation: [.updateAnimal(animal: .sparrow)]),
      #"{"mutation":[{"updateAnimal":{"animal":{"animalId":"Sparrow","name":"House sparrow","diet":"Omnivore","categoryId":"Bird"}}}]}"#
    ),
    (
      RemoteResponse(mutation: [.deleteAnimal(animal: eagle)]),
      #"{"mutation":[{"deleteAnimal":{"animal":{"categoryId":"Bird","diet":"Carnivore","name":"Eagle","animalId":"Eagle-1"}}}]}"#
    ),
    (
      RemoteResponse(mutation: [.reloadSampleData(animals: [.gibbon], categories: [.mammal, .bird])]),
      #"{"mutation":[{"reloadSampleData":{"animals":[{"animalId":"Bibbon","name":"Southern gibbon","diet":"Herbivore","categoryId":"Mammal"}],"categories":[{"categoryId":"Mammal","name":"Mammal"},{"categoryId":"Bird","name":"Bird"}]}}]}"#
    ),
  ]

  @Test(arguments: requests)
  func encodesEachRequestAsTheSpecifiedJSON(request: RemoteRequest, json: String) throws {
    #expect(try JSONValue(encoding: request) == JSONValue(parsing: json))
  }

  @Test(arguments: requests)
  func decodesEachRequestFromTheSpecifiedJSON(request: RemoteRequest, json: String) throws {
    #expect(try JSONDecoder().decode(RemoteRequest.self, from: Data(json.utf8)) == request)
  }

  @Test(arguments: responses)
  func encodesEachResponseAsTheSpecifiedJSON(response: RemoteResponse, json: String) throws {
    #expect(try JSONValue(encoding: response) == JSONValue(parsing: json))
  }

  @Test(arguments: responses)
  func decodesEachResponseFromTheSpecifiedJSON(response: RemoteResponse, json: String) throws {
    #expect(try JSONDecoder().decode(RemoteResponse.self, from: Data(json.utf8)) == response)
  }

  @Test(arguments: Animal.Diet.allCases)
  func encodesADietAsItsName(diet: Animal.Diet) throws {
    #expect(try JSONValue(encoding: [diet]) == .array([.string(diet.rawValue)]))
  }

  @Test(arguments: [
    #"{"query":[{"dogs":{}}]}"#,
    #"{"query":[{"categories":{},"animals":{}}]}"#,
    #"{"mutation":[{"addAnimal":{"name":"Eagle","diet":"Vegan","categoryId":"Bird"}}]}"#,
    #"{"mutation":[{"deleteAnimal":{}}]}"#,
    #"{"query":{"categories":{}}}"#,
  ])
  func refusesARequestThatIsNotOneOfTheShapes(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RemoteRequest.self, from: Data(json.utf8))
    }
  }
}
