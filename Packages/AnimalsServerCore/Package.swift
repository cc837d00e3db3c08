// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "AnimalsServerCore",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AnimalsServerCore", targets: ["AnimalsServerCore"])
  ],
  dependencies: [
    .package(path: "../AnimalsData"),
    .package(path: "../AnimalsFeed"),
    .package(path: "../AnimalsPostgres"),
    .package(path: "../PostgresSupport"),
    .package(path: "../ImmutableData"),
    .package(path: "../Services"),
    .package(path: "../TestSupport"),
    .package(path: "../ServerSupport"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    // For the tests' own metrics registry.
    .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
  ],
  targets: [
    .target(
      name: "AnimalsServerCore",
      dependencies: [
        .product(name: "AnimalsData", package: "AnimalsData"),
        .product(name: "Services", package: "Services"),
        // The change feed's event stream, the same writer as WebHost's live channel fallback.
        .product(name: "ServerSentEvents", package: "ServerSupport"),
        // Request metrics by route class, as the web apps record them.
        .product(name: "HostMetrics", package: "ServerSupport"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "AnimalsServerCoreTests",
      dependencies: [
        "AnimalsServerCore",
        // Built before the tests so they can run the real `animals-data` against a live server.
        .product(name: "animals-data", package: "AnimalsData"),
        .product(name: "AnimalsData", package: "AnimalsData"),
        // The change feed's client, against a live server.
        .product(name: "AnimalsFeed", package: "AnimalsFeed"),
        .product(name: "AnimalsPostgres", package: "AnimalsPostgres"),
        .product(name: "PostgresSupport", package: "PostgresSupport"),
        .product(name: "PostgresSupportTesting", package: "PostgresSupport"),
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "Services", package: "Services"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HostMetrics", package: "ServerSupport"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "TestSupport", package: "TestSupport"),
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
