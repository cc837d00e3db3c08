// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "AnimalsData",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AnimalsData", targets: ["AnimalsData"]),
    .executable(name: "animals-data", targets: ["AnimalsDataCommand"]),
    // The store contract as Swift Testing checks, for every backend's tests (SQLite here,
    // PostgreSQL in AnimalsPostgres).
    .library(name: "AnimalsStoreContract", targets: ["AnimalsStoreContract"]),
  ],
  dependencies: [
    .package(path: "../ImmutableData"),
    .package(path: "../ImmutableTesting"),
    .package(path: "../Services"),
    .package(path: "../LocalDatabase"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
  ],
  targets: [
    .target(
      name: "AnimalsData",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "Services", package: "Services"),
        .product(name: "LocalDatabase", package: "LocalDatabase"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "AnimalsStoreContract",
      dependencies: ["AnimalsData"]
    ),
    .executableTarget(
      name: "AnimalsDataCommand",
      dependencies: [
        "AnimalsData",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "Services", package: "Services"),
        // CommandFailure and terminal-safe text.
        .product(name: "CommandLineText", package: "Services"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "AnimalsDataTests",
      dependencies: [
        "AnimalsData",
        .product(name: "TestSupport", package: "TestSupport"),
        "AnimalsStoreContract",
        .product(name: "ImmutableTesting", package: "ImmutableTesting"),
        // Built before the tests so they can run the real `animals-data` binary.
        "AnimalsDataCommand",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
        .product(name: "Services", package: "Services"),
        // A second connection that holds the database, as another process would.
        .product(name: "GRDB", package: "GRDB.swift"),
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
