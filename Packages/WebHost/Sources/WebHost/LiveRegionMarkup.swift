/// How a live region appears in the document and in the event stream.
enum LiveRegionMarkup {
  static func elementID(_ regionID: String) -> String { "live-\(regionID)" }

  /// FNV-1a over the HTML: lets the browser skip an update whose HTML it already shows (the
  /// stream sends every region once when it connects).
  static func digest(_ html: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in html.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// One server-sent event replacing the region's content.
  static func event(regionID: String, html: String) -> String {
    let payload = "{\"id\":\(jsonString(elementID(regionID))),\"digest\":\(jsonString(digest(html))),\"html\":\(jsonString(html))}"
    return "event: region\ndata: \(payload)\n\n"
  }

  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
