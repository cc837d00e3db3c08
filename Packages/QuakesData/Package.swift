// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "QuakesData",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "QuakesData", targets: ["QuakesData"]),
    .executable(name: "quakes-data", targets: ["QuakesDataCommand"]),
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
      name: "QuakesData",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "Services", package: "Services"),
        .product(name: "LocalDatabase", package: "LocalDatabase"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
        // The SQLite C API GRDB links, for binding a refresh's rows without boxing each value.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]
    ),
    .executableTarget(
      name: "QuakesDataCommand",
      dependencies: [
        "QuakesData",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "Services", package: "Services"),
        // CommandFailure and terminal-safe text.
        .product(name: "CommandLineText", package: "Services"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "QuakesDataTests",
      dependencies: [
        "QuakesData",
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "ImmutableTesting", package: "ImmutableTesting"),
        // Built before the tests so they can run the real `quakes-data` binary.
        "QuakesDataCommand",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "Services", package: "Services"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
        .product(name: "Logging", package: "swift-log"),
        // A second, real connection to hold the cache's write lock.
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      resources: [.copy("Fixtures")]
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
