// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "AnimalsPostgres",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AnimalsPostgres", targets: ["AnimalsPostgres"])
  ],
  dependencies: [
    .package(path: "../AnimalsData"),
    .package(path: "../TestSupport"),
    .package(path: "../PostgresSupport"),
    .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
  ],
  targets: [
    .target(
      name: "AnimalsPostgres",
      dependencies: [
        .product(name: "AnimalsData", package: "AnimalsData"),
        .product(name: "PostgresSupport", package: "PostgresSupport"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "AnimalsPostgresTests",
      dependencies: [
        "AnimalsPostgres",
        .product(name: "PostgresSupport", package: "PostgresSupport"),
        .product(name: "PostgresSupportTesting", package: "PostgresSupport"),
        .product(name: "AnimalsData", package: "AnimalsData"),
        .product(name: "AnimalsStoreContract", package: "AnimalsData"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
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
