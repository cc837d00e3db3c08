// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "PostgresSupport",
  platforms: [.macOS(.v14)],
  products: [
    // What every PostgreSQL-backed store shares: `postgres://` URLs and a pool whose every
    // operation ends within a deadline.
    .library(name: "PostgresSupport", targets: ["PostgresSupport"]),
    // Fresh databases on the test server (ANIMALS_POSTGRES_URL), for tests in other packages.
    .library(name: "PostgresSupportTesting", targets: ["PostgresSupportTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    // postgres-nio's own TLS dependency, named here for the connection check at open.
    .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
  ],
  targets: [
    .target(
      name: "PostgresSupport",
      dependencies: [
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "PostgresSupportTesting",
      dependencies: [
        "PostgresSupport",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "PostgresSupportTests",
      dependencies: [
        "PostgresSupport",
        "PostgresSupportTesting",
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
