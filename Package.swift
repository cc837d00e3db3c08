// swift-tools-version: 6.1

// The libraries, for teams that add this repository by URL:
//
//     .package(url: "<this repository>", branch: "main")
//     .product(name: "ImmutableData", package: "<this repository's name>")
//
// Each library is developed and tested in its own package under Packages/; this manifest only
// declares the same targets, from the same source folders, with the same dependencies, so that
// SwiftPM can serve them from the repository's root. Scripts/check-manifest fails when the two
// descriptions disagree (a target, a dependency, a version, a setting).

import PackageDescription

let package = Package(
  name: "ImmutableData",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ImmutableData", targets: ["ImmutableData"]),
    .library(name: "ImmutableBinding", targets: ["ImmutableBinding"]),
    .library(name: "ImmutableTesting", targets: ["ImmutableTesting"]),
    .library(name: "CanonicalDump", targets: ["CanonicalDump"]),
    .library(name: "DomainRegistry", targets: ["DomainRegistry"]),
    .library(name: "PageMarkup", targets: ["PageMarkup"]),
    .library(name: "DevTools", targets: ["DevTools"]),
    .library(name: "DevToolsWeb", targets: ["DevToolsWeb"]),
    .library(name: "DevToolsInspection", targets: ["DevToolsInspection"]),
    .library(name: "DevToolsLog", targets: ["DevToolsLog"]),
    .library(name: "PostgresSupport", targets: ["PostgresSupport"]),
    .library(name: "LocalDatabase", targets: ["LocalDatabase"]),
    .library(name: "PostgresSupportTesting", targets: ["PostgresSupportTesting"]),
    .library(name: "WebHost", targets: ["WebHost"]),
    .library(name: "AppSupport", targets: ["AppSupport"]),
    .library(name: "ServerSentEvents", targets: ["ServerSentEvents"]),
    .library(name: "HostMetrics", targets: ["HostMetrics"]),
    .library(name: "ServerOptions", targets: ["ServerOptions"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
    .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
  ],
  targets: [
    .target(
      name: "ImmutableData",
      path: "Packages/ImmutableData/Sources/ImmutableData"
    ),
    .target(
      name: "ImmutableBinding",
      dependencies: [
        "ImmutableData",
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Packages/ImmutableBinding/Sources/ImmutableBinding"
    ),
    .target(
      name: "CanonicalDump",
      dependencies: [
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ],
      path: "Packages/ImmutableTesting/Sources/CanonicalDump"
    ),
    .target(
      name: "ImmutableTesting",
      dependencies: [
        "CanonicalDump",
        "ImmutableData",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      path: "Packages/ImmutableTesting/Sources/ImmutableTesting"
    ),
    .target(
      name: "DomainRegistry",
      dependencies: [.product(name: "Logging", package: "swift-log")],
      path: "Packages/DomainRegistry/Sources/DomainRegistry"
    ),
    .target(
      name: "PageMarkup",
      dependencies: [
        "DomainRegistry",
        .product(name: "Plot", package: "Plot"),
      ],
      path: "Packages/PageMarkup/Sources/PageMarkup"
    ),
    .target(
      name: "DevToolsInspection",
      dependencies: ["DomainRegistry"],
      path: "Packages/DevTools/Sources/DevToolsInspection"
    ),
    .target(
      name: "DevTools",
      dependencies: [
        "DevToolsInspection",
        "ImmutableData",
        "DomainRegistry",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        "CanonicalDump",
      ],
      path: "Packages/DevTools/Sources/DevTools"
    ),
    .target(
      name: "DevToolsWeb",
      dependencies: [
        "DevToolsInspection",
        "PageMarkup",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Plot", package: "Plot"),
      ],
      path: "Packages/DevTools/Sources/DevToolsWeb",
      resources: [.process("Resources")]
    ),
    .target(
      name: "DevToolsLog",
      dependencies: [
        "DevToolsInspection",
        .product(name: "GRDB", package: "GRDB.swift"),
        "LocalDatabase",
        "PostgresSupport",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Packages/DevTools/Sources/DevToolsLog"
    ),
    .target(
      name: "LocalDatabase",
      dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
      path: "Packages/LocalDatabase/Sources/LocalDatabase"
    ),
    .target(
      name: "PostgresSupport",
      dependencies: [
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Packages/PostgresSupport/Sources/PostgresSupport"
    ),
    .target(
      name: "PostgresSupportTesting",
      dependencies: [
        "PostgresSupport",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Packages/PostgresSupport/Sources/PostgresSupportTesting"
    ),
    .target(
      name: "WebHost",
      dependencies: [
        "ServerSentEvents",
        "HostMetrics",
        "ServerOptions",
        "DomainRegistry",
        "DevToolsWeb",
        "DevToolsInspection",
        "ImmutableData",
        "PageMarkup",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Plot", package: "Plot"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ],
      path: "Packages/WebHost/Sources/WebHost",
      resources: [.process("Resources")]
    ),
    .target(
      name: "ServerSentEvents",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      path: "Packages/ServerSupport/Sources/ServerSentEvents"
    ),
    .target(
      name: "HostMetrics",
      dependencies: [
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      path: "Packages/ServerSupport/Sources/HostMetrics"
    ),
    .target(
      name: "ServerOptions",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
      ],
      path: "Packages/ServerSupport/Sources/ServerOptions"
    ),
    .target(
      name: "AppSupport",
      dependencies: [
        "WebHost",
        "ServerOptions",
        "DomainRegistry",
        "DevToolsLog",
        "DevToolsInspection",
        "PostgresSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Packages/WebHost/Sources/AppSupport"
    ),
  ]
)

// The same upcoming language features as every package under Packages/.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("ExistentialAny"),
    ]
}
