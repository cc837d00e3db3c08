/// The colour of a magnitude, shared by the list's magnitude box and the map's circles.
enum MagnitudeColor: String, Hashable, Sendable, CaseIterable {
  case green
  case yellow
  case orange
  case red
  case purple
  case indigo
  case gray
}

extension MagnitudeColor {
  /// [0,1) green, [1,2) yellow, [2,3) orange, [3,5) red, [5,7) purple, [7,∞) indigo, else gray.
  init(magnitude: Double) {
    switch magnitude {
    case 0..<1:
      self = .green
    case 1..<2:
      self = .yellow
    case 2..<3:
      self = .orange
    case 3..<5:
      self = .red
    case 5..<7:
      self = .purple
    case 7..<Double.infinity:
      self = .indigo
    default:
      self = .gray
    }
  }
}

extension MagnitudeColor {
  /// The CSS class that paints this colour (fill on the map, text on the list's badge).
  var cssClass: String {
    "mag-\(self.rawValue)"
  }

  /// The CSS colour value.
  var cssValue: String {
    switch self {
    case .green: "#34c759"
    case .yellow: "#ffcc00"
    case .orange: "#ff9500"
    case .red: "#ff3b30"
    case .purple: "#af52de"
    case .indigo: "#5856d6"
    case .gray: "#8e8e93"
    }
  }

  /// The background of the list's magnitude badge, which the colour is written on.
  static let badgeBackground = "#1c1c1e"

  /// The CSS colour of the magnitude as text on `badgeBackground`: at least 4.5:1 (WCAG AA), so
  /// purple and indigo take their lighter dark-background variants there.
  var textValue: String {
    switch self {
    case .purple: "#bf5af2"
    case .indigo: "#7d7aff"
    default: self.cssValue
    }
  }
}
