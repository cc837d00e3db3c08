// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "AnimalsServer",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "animals-server", targets: ["AnimalsServerApp"])
  ],
  dependencies: [
    .package(path: "../../Packages/AnimalsData"),
    .package(path: "../../Packages/AnimalsPostgres"),
    .package(path: "../../Packages/AnimalsServerCore"),
    .package(path: "../../Packages/PostgresSupport"),
    .package(path: "../../Packages/Services"),
    .package(path: "../../Packages/TestSupport"),
    .package(path: "../../Packages/ServerSupport"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
  ],
  targets: [
    .executableTarget(
      name: "AnimalsServerApp",
      dependencies: [
        .product(name: "AnimalsServerCore", package: "AnimalsServerCore"),
        .product(name: "AnimalsData", package: "AnimalsData"),
        .product(name: "AnimalsPostgres", package: "AnimalsPostgres"),
        // `postgres://` URLs for --database.
        .product(name: "PostgresSupport", package: "PostgresSupport"),
        // `ListenOptions`: --host, --port, --log-level and --metrics-port as every app declares
        // and checks them, without the page host the apps build.
        .product(name: "ServerOptions", package: "ServerSupport"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "AnimalsServerTests",
      dependencies: [
        // Built before the tests so they can run the real `animals-server`.
        "AnimalsServerApp",
        .product(name: "AnimalsData", package: "AnimalsData"),
        .product(name: "Services", package: "Services"),
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
