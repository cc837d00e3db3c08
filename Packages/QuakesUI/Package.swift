// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "QuakesUI",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "QuakesUI", targets: ["QuakesUI"])
  ],
  dependencies: [
    .package(path: "../ImmutableData"),
    .package(path: "../ImmutableBinding"),
    .package(path: "../DomainRegistry"),
    .package(path: "../DevTools"),
    .package(path: "../PageMarkup"),
    .package(path: "../QuakesData"),
    .package(path: "../Services"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
  ],
  targets: [
    .target(
      name: "QuakesUI",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "ImmutableBinding", package: "ImmutableBinding"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "DevTools", package: "DevTools"),
        // `ReportsFailure`: the failure actions the host's metrics count.
        .product(name: "DevToolsInspection", package: "DevTools"),
        .product(name: "PageMarkup", package: "PageMarkup"),
        .product(name: "QuakesData", package: "QuakesData"),
        .product(name: "Services", package: "Services"),
        .product(name: "Plot", package: "Plot"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
        // `QuakesOptions`: the module's command-line options, which apps wire with `@OptionGroup`.
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [
        .copy("Resources/naturalearth_lowres_countries.geojson"),
        .copy("Resources/Feed"),
        .copy("Resources/quakes.css"),
        .copy("Resources/quakes.js"),
      ]
    ),
    .testTarget(
      name: "QuakesUITests",
      dependencies: [
        "QuakesUI",
        .product(name: "DevToolsInspection", package: "DevTools"),
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "ImmutableBinding", package: "ImmutableBinding"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "QuakesData", package: "QuakesData"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Plot", package: "Plot"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
  ]
)

// Upcoming language features, on for every target: imports are internal unless written
// `public import`, a file sees only the members of the modules it imports itself, and
// existential types are spelled `any`.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("ExistentialAny"),
    ]
}
