// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "LocalDatabase",
  platforms: [.macOS(.v14)],
  products: [
    // What every SQLite store shares (the data layers' and DevTools' log): opening a file
    // several processes share, GRDB error messages, the default file location.
    .library(name: "LocalDatabase", targets: ["LocalDatabase"])
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")
  ],
  targets: [
    .target(
      name: "LocalDatabase",
      dependencies: [.product(name: "GRDB", package: "GRDB.swift")]
    ),
    .testTarget(
      name: "LocalDatabaseTests",
      dependencies: ["LocalDatabase", .product(name: "GRDB", package: "GRDB.swift")]
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
