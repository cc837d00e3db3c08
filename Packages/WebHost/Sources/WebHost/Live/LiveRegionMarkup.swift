import Foundation
import NIOCore

/// How a live region appears in the document and in live messages.
enum LiveRegionMarkup {
  static func elementID(_ regionID: String) -> String { "live-\(regionID)" }

  /// FNV-1a over the HTML: lets the browser skip an update whose HTML it already shows, and
  /// the host tell which regions a returning tab lacks.
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

  /// One region as a JSON object (see `LiveMessage`). `JSONEncoder` writes no raw line break,
  /// so the message fits one event-stream `data:` line.
  static func regionJSON(regionID: String, html: String, digest: String) -> ByteBuffer {
    let payload = Payload(id: elementID(regionID), digest: digest, html: html)
    return HostJSON.buffer(payload)
  }

  /// A region sent as edits of the HTML with digest `base`, which the tab said it holds (see
  /// ``RegionPatch``): `{"base":…,"digest":…,"id":…,"patch":[…]}`.
  struct PatchPayload: Encodable {
    let base: String
    let digest: String
    let id: String
    let patch: [RegionPatch.Edit]
  }

  /// One region as a patch of the tab's HTML (see `SharedLiveSession.catchUp(from:have:bases:)`).
  static func patchJSON(regionID elementID: String, digest: String, base: String, patch: RegionPatch) -> ByteBuffer {
    let payload = PatchPayload(base: base, digest: digest, id: elementID, patch: patch.edits)
    return HostJSON.buffer(payload)
  }
}
