// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "AnimalsServer",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "animals-server", targets: ["AnimalsServerApp"]),
    .library(name: "AnimalsServerCore", targets: ["AnimalsServerCore"]),
  ],
  dependencies: [
    .package(path: "../../Packages/AnimalsData"),
    .package(path: "../../Packages/AnimalsFeed"),
    .package(path: "../../Packages/AnimalsPostgres"),
    .package(path: "../../Packages/ImmutableData"),
    .package(path: "../../Packages/Services"),
    .package(path: "../../Packages/TestSupport"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
  ],
  targets: [
    .target(
      name: "AnimalsServerCore",
      dependencies: [
        .product(name: "AnimalsData", package: "AnimalsData"),
        .product(name: "Services", package: "Services"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    .executableTarget(
      name: "AnimalsServerApp",
      dependencies: [
        "AnimalsServerCore",
        .product(name: "AnimalsData", package: "AnimalsData"),
        .product(name: "AnimalsPostgres", package: "AnimalsPostgres"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "AnimalsServerCoreTests",
      dependencies: [
        "AnimalsServerCore",
        // Built before the tests so they can run the real `animals-server` and `animals-data`.
        "AnimalsServerApp",
        .product(name: "animals-data", package: "AnimalsData"),
        .product(name: "AnimalsData", package: "AnimalsData"),
        // The change feed's client, against the real server.
        .product(name: "AnimalsFeed", package: "AnimalsFeed"),
        .product(name: "AnimalsPostgres", package: "AnimalsPostgres"),
        .product(name: "AnimalsPostgresTesting", package: "AnimalsPostgres"),
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "Services", package: "Services"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ]
)
