import Foundation
import Testing

@testable import QuakesData

/// The fast feed parser must agree with the `Decodable` conformance: same quakes for real feeds,
/// and the same kind of error at the same coding path for broken ones.
@Suite struct FeedParserTests {
  /// The reference: `RemoteResponse` through Foundation's own `JSONDecoder`.
  static func decodeWithFoundation(_ data: Data) throws -> [Quake] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    return try decoder.decode(RemoteResponse.self, from: data).quakes
  }

  @Test(arguments: [Fixture.week, Fixture.day, Fixture.magNull])
  func realFeedsDecodeToTheSameQuakesAsJSONDecoder(feed: String) throws {
    let data = try Fixture.data(feed)
    let parsed = try FeedParser.quakes(from: data)
    #expect(parsed == (try Self.decodeWithFoundation(data)))
    #expect(parsed.isEmpty == false)
  }

  @Test func theFeedDecoderUsesTheParserAndKeepsJSONDecoderForOtherTypes() throws {
    let decoder = FeedDecoder()
    let data = try Fixture.data(Fixture.day)
    #expect(try decoder.decode(RemoteResponse.self, from: data).quakes == (try FeedParser.quakes(from: data)))
    #expect(try decoder.decode([Date].self, from: Data("[1000]".utf8)) == [Date(timeIntervalSince1970: 1)])
  }

  @Test func escapedStringsAndExponentsDecodeLikeJSONDecoder() throws {
    let data = Data(
      #"""
      {"features":[{"id":"a\"b\\\/\u00e9\ud83d\ude00","properties":{"mag":2.5e0,"place":"S\u00e3o \n Paulo",
      "time":1.5e12,"updated":-12,"extra":[true,false,null,{"x":[]}]},"geometry":{"coordinates":[-1E2,0.5,3]}}]}
      """#.utf8)
    #expect(try FeedParser.quakes(from: data) == (try Self.decodeWithFoundation(data)))
  }

  enum Broken: String, CaseIterable, CustomTestStringConvertible {
    case truncated, trailingText, topLevelArray, missingFeatures, featuresNotArray, missingId, idNotString
    case nullTime, magnitudeString, missingGeometry, oneCoordinate, coordinateString

    var testDescription: String { self.rawValue }

    var document: String {
      let good = #"{"id":"x","properties":{"mag":1,"time":1,"updated":1},"geometry":{"coordinates":[1,2]}}"#
      switch self {
      case .truncated: return #"{"features":["# + good.dropLast(8)
      case .trailingText: return #"{"features":[]} x"#
      case .topLevelArray: return "[]"
      case .missingFeatures: return #"{"type":"FeatureCollection"}"#
      case .featuresNotArray: return #"{"features":{}}"#
      case .missingId: return #"{"features":["# + good + "," + good.replacingOccurrences(of: #""id":"x","#, with: "") + "]}"
      case .idNotString: return #"{"features":["# + good.replacingOccurrences(of: #""x""#, with: "7") + "]}"
      case .nullTime: return #"{"features":["# + good.replacingOccurrences(of: #""time":1"#, with: #""time":null"#) + "]}"
      case .magnitudeString: return #"{"features":["# + good.replacingOccurrences(of: #""mag":1"#, with: #""mag":"1""#) + "]}"
      case .missingGeometry:
        return #"{"features":["# + good.replacingOccurrences(of: #","geometry":{"coordinates":[1,2]}"#, with: "") + "]}"
      case .oneCoordinate: return #"{"features":["# + good.replacingOccurrences(of: "[1,2]", with: "[1]") + "]}"
      case .coordinateString: return #"{"features":["# + good.replacingOccurrences(of: "[1,2]", with: #"[1,"2"]"#) + "]}"
      }
    }
  }

  /// The error's kind and coding path, as `DecodingFailure` shows them to a user.
  static func summary(_ error: any Error) -> String {
    func path(_ codingPath: [any CodingKey]) -> String {
      codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?: return "keyNotFound " + path(context.codingPath + [key])
    case .valueNotFound(_, let context)?: return "valueNotFound " + path(context.codingPath)
    case .typeMismatch(_, let context)?: return "typeMismatch " + path(context.codingPath)
    case .dataCorrupted(let context)?: return "dataCorrupted " + path(context.codingPath)
    default: return "not a DecodingError: \(error)"
    }
  }

  @Test(arguments: Broken.allCases)
  func brokenDocumentsFailWithTheSameKindAndPathAsJSONDecoder(broken: Broken) throws {
    let data = Data(broken.document.utf8)
    let reference = #expect(throws: (any Error).self) { try Self.decodeWithFoundation(data) }
    let parsed = #expect(throws: (any Error).self) { try FeedParser.quakes(from: data) }
    if let reference, let parsed {
      #expect(Self.summary(parsed) == Self.summary(reference))
    }
  }

  /// Invalid JSON in fields the feed does not use, which `JSONDecoder` on Linux lets through;
  /// the parser refuses the document as not JSON rather than guessing.
  @Test(arguments: [#"{"features":[],"type":"a\qb"}"#, #"{"features":[],"n":01}"#, #"{"features":[],"n":1.}"#])
  func invalidJSONAnywhereIsRefused(document: String) throws {
    let error = #expect(throws: DecodingError.self) { try FeedParser.quakes(from: Data(document.utf8)) }
    #expect(error.map(Self.summary) == "dataCorrupted ")
  }
}
