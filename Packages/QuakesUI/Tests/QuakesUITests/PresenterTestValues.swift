import Foundation
import PageMarkup

@testable import QuakesUI

// Values the presenter tests share: links, a fixed "now", a quake maker.

let links = QuakesLinks(pagePath: "/quakes") { form in "/quakes/actions/\(form.rawValue)" }
let now = Date(timeIntervalSince1970: 1_528_967_979)

func quake(_ id: String, _ magnitude: Double, name: String = "Somewhere", hoursAgo: Double = 1) -> QuakeItem {
  QuakeItem(
    id: id, magnitude: magnitude, time: now.addingTimeInterval(-hoursAgo * 3600), name: name,
    longitude: -155.3, latitude: 19.4
  )
}

func occurrences(of needle: String, in text: String) -> Int {
  text.components(separatedBy: needle).count - 1
}
