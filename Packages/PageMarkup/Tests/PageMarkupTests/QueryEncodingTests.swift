import Foundation
import PageMarkup
import Testing

@Suite struct QueryEncodingTests {
  @Test(arguments: [
    ("plain-text_1.2~", "plain-text_1.2~"),
    ("a b", "a%20b"),
    ("1+1", "1%2B1"),
    ("a&b=c", "a%26b%3Dc"),
    ("100%", "100%25"),
    ("?#/:@[]!$'()*,;", "%3F%23%2F%3A%40%5B%5D%21%24%27%28%29%2A%2C%3B"),
    ("San José", "San%20Jos%C3%A9"),
    ("🦁", "%F0%9F%A6%81"),
    ("", ""),
  ])
  func everythingButUnreservedCharactersIsPercentEncoded(input: String, expected: String) {
    #expect(Markup.percentEncoded(input) == expected)
  }

  @Test(arguments: ["a b", "1+1", "a&b=c", "100%", "San José 🦁", "?#/:@"])
  func encodingRoundTripsThroughFoundation(value: String) {
    #expect(Markup.percentEncoded(value).removingPercentEncoding == value)
  }

  @Test func queryJoinsEncodedPairsInOrder() {
    let query = Markup.query([
      URLQueryItem(name: "search", value: "a&b=c d+e"),
      URLQueryItem(name: "date", value: "2018-06-10"),
      URLQueryItem(name: "flag", value: nil),
    ])
    #expect(query == "?search=a%26b%3Dc%20d%2Be&date=2018-06-10&flag")
  }

  @Test func noItemsIsAnEmptyQuery() {
    #expect(Markup.query([]).isEmpty)
  }

  @Test func encodedQueryDecodesToTheSameItems() throws {
    let items = [URLQueryItem(name: "name", value: "Tom & Jerry = 2+2"), URLQueryItem(name: "ünï", value: "ç ő")]
    let components = try #require(URLComponents(string: "/page" + Markup.query(items)))
    #expect(components.queryItems == items)
  }
}
