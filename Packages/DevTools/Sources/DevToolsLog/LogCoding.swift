import DevToolsInspection
import Foundation

/// How both logs write a step and a report as text, so either reads what the other wrote
/// (the same JSON, dates as ISO 8601, keys sorted).
enum LogCoding {
  static func encode(_ step: InspectedStep) throws -> String {
    String(decoding: try self.encoder.encode(step), as: UTF8.self)
  }

  static func encode(_ report: InspectionReport) throws -> String {
    String(decoding: try self.encoder.encode(report), as: UTF8.self)
  }

  /// The step, or nil for a row another version wrote and this one cannot read (left out,
  /// not fatal).
  static func step(_ body: String) -> InspectedStep? {
    try? self.decoder.decode(InspectedStep.self, from: Data(body.utf8))
  }

  static func report(_ body: String) -> InspectionReport? {
    try? self.decoder.decode(InspectionReport.self, from: Data(body.utf8))
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
