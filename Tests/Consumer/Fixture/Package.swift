// swift-tools-version: 6.1

// A team's own package that adopts the libraries by URL. Tests/Consumer/run writes the
// repository's URL and branch in place of the two placeholders.

import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(url: "@REPOSITORY_URL@", branch: "@BRANCH@"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
  ],
  targets: [
    .target(
      name: "Tally",
      dependencies: [
        .product(name: "ImmutableData", package: "immutabledata"),
        .product(name: "ImmutableBinding", package: "immutabledata"),
        .product(name: "DomainRegistry", package: "immutabledata"),
        .product(name: "PageMarkup", package: "immutabledata"),
      ]
    ),
    .executableTarget(
      name: "TallyServer",
      dependencies: [
        "Tally",
        .product(name: "AppSupport", package: "immutabledata"),
        .product(name: "DomainRegistry", package: "immutabledata"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "TallyTests",
      dependencies: [
        "Tally",
        .product(name: "ImmutableData", package: "immutabledata"),
        .product(name: "ImmutableBinding", package: "immutabledata"),
        .product(name: "ImmutableTesting", package: "immutabledata"),
      ]
    ),
  ]
)
