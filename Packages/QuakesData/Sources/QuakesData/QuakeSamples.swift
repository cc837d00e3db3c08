import Foundation

// Sample values for previews and demos, one per magnitude band the UI colours differently.
extension Quake {
  private static func sample(_ quakeId: String, _ magnitude: Double, _ name: String, _ longitude: Double, _ latitude: Double) -> Self {
    Self(
      quakeId: quakeId,
      magnitude: magnitude,
      time: .now,
      updated: .now,
      name: name,
      longitude: longitude,
      latitude: latitude
    )
  }

  public static var xxsmall: Self { sample("xxsmall", 0.5, "West of California", -125, 35) }
  public static var xsmall: Self { sample("xsmall", 1.5, "Northern California", -122, 38) }
  public static var small: Self { sample("small", 2.5, "Central Alaska", -150, 63) }
  public static var medium: Self { sample("medium", 3.5, "Central Alaska", -150, 63) }
  public static var large: Self { sample("large", 4.5, "Southern Alaska", -150, 60) }
  public static var xlarge: Self { sample("xlarge", 5.5, "Southern Alaska", -150, 60) }
  public static var xxlarge: Self { sample("xxlarge", 6.5, "Southern Alaska", -150, 60) }
  public static var xxxlarge: Self { sample("xxxlarge", 7.5, "Southern Alaska", -150, 60) }
}
