// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "AnimalsFeed",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AnimalsFeed", targets: ["AnimalsFeed"])
  ],
  dependencies: [
    .package(path: "../AnimalsData"),
    .package(path: "../ImmutableData"),
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
    // The change feed's connection (a FoundationNetworking transfer kept open busy-polls).
    .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
  ],
  targets: [
    .target(
      name: "AnimalsFeed",
      dependencies: [
        .product(name: "AnimalsData", package: "AnimalsData"),
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
      ]
    ),
    .testTarget(
      name: "AnimalsFeedTests",
      dependencies: [
        "AnimalsFeed",
        .product(name: "AnimalsData", package: "AnimalsData"),
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
