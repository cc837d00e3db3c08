import Foundation

/// How a live region appears in the document and in the event stream.
enum LiveRegionMarkup {
  static func elementID(_ regionID: String) -> String { "live-\(regionID)" }

  /// FNV-1a over the HTML: lets the browser skip an update whose HTML it already shows (the
  /// stream sends every region once when it connects).
  static func digest(_ html: String) -> String {
    var html = html
    // Over the contiguous UTF-8 buffer: iterating `String.UTF8View` element by element cost
    // 15% of a 200 KB page's render in the debug build (perf, /quakes day page).
    let hash = html.withUTF8 { bytes in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
      return hash
    }
    return String(hash, radix: 16)
  }

  /// What the page's script receives for one region: the element to replace, the digest of
  /// the new HTML (the script skips HTML it already shows) and the HTML.
  struct Payload: Codable, Equatable {
    let id: String
    let digest: String
    let html: String
  }

  /// One server-sent event replacing the region's content. The payload is JSON from
  /// `JSONEncoder`, whose output holds no raw line break, so it is one `data:` line.
  static func event(regionID: String, html: String) -> String {
    let payload = Payload(id: elementID(regionID), digest: digest(html), html: html)
    let json = (try? encoder.encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return "event: region\ndata: \(json)\n\n"
  }

  /// Sorted keys: the same region gives the same bytes every time (`JSONEncoder` does not
  /// otherwise promise an order), so a view rebuilt by DevTools resends only changed regions.
  /// Slashes are left alone (HTML is full of them and JSON does not need them escaped).
  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}
