// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "DevTools",
  platforms: [.macOS(.v14)],
  products: [
    // What a module adopts: the generic adapter over its Store. No HTTP.
    .library(name: "DevTools", targets: ["DevTools"]),
    // What the host mounts: the `/_devtools` page and JSON endpoints.
    .library(name: "DevToolsWeb", targets: ["DevToolsWeb"]),
    // What the host holds and both of the above share: the inspectors by module, time travel,
    // the inspector protocol and its steps, the dispatch origin. Neither ImmutableData nor HTTP.
    .library(name: "DevToolsInspection", targets: ["DevToolsInspection"]),
    // What the host writes the history to so it outlives the process: a SQLite file, or a
    // PostgreSQL database for instances on several machines.
    .library(name: "DevToolsLog", targets: ["DevToolsLog"]),
  ],
  dependencies: [
    .package(path: "../ImmutableData"),
    .package(path: "../DomainRegistry"),
    .package(path: "../PageMarkup"),
    .package(path: "../ImmutableTesting"),
    .package(path: "../PostgresSupport"),
    .package(path: "../LocalDatabase"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    // Tests only: states holding a `TreeDictionary`, as the modules' do.
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
  ],
  targets: [
    .target(
      name: "DevToolsInspection",
      dependencies: [
        .product(name: "DomainRegistry", package: "DomainRegistry")
      ]
    ),
    .target(
      name: "DevTools",
      dependencies: [
        "DevToolsInspection",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // The canonical renderings and patches of generated tests (not Swift Testing).
        .product(name: "CanonicalDump", package: "ImmutableTesting"),
      ]
    ),
    .target(
      name: "DevToolsWeb",
      dependencies: [
        "DevToolsInspection",
        .product(name: "PageMarkup", package: "PageMarkup"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Plot", package: "Plot"),
      ],
      // The page's CSS and JavaScript, served under `/_devtools/`.
      resources: [.process("Resources")]
    ),
    .target(
      name: "DevToolsLog",
      dependencies: [
        "DevToolsInspection",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "LocalDatabase", package: "LocalDatabase"),
        .product(name: "PostgresSupport", package: "PostgresSupport"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "DevToolsLogTests",
      dependencies: [
        "DevTools",
        "DevToolsInspection",
        "DevToolsLog",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "PostgresSupportTesting", package: "PostgresSupport"),
      ]
    ),
    .testTarget(
      name: "DevToolsTests",
      dependencies: [
        "DevTools",
        "DevToolsInspection",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "ImmutableTesting", package: "ImmutableTesting"),
        .product(name: "CanonicalDump", package: "ImmutableTesting"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "DevToolsWebTests",
      dependencies: [
        "DevTools",
        "DevToolsInspection",
        "DevToolsWeb",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
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
