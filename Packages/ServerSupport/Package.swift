// swift-tools-version: 6.1

import PackageDescription

// What any Hummingbird server here needs, whether it serves pages of modules (WebHost) or only
// an API (the Animals server): so the API server builds none of the page host.
let package = Package(
  name: "ServerSupport",
  platforms: [.macOS(.v14)],
  products: [
    // The one `text/event-stream` writer: WebHost's live channel fallback, the Animals change feed.
    .library(name: "ServerSentEvents", targets: ["ServerSentEvents"]),
    // What a server records through swift-metrics: requests by route class, live channels, dispatches.
    .library(name: "HostMetrics", targets: ["HostMetrics"]),
    // --host, --port, --log-level and the metrics listener's options, checked once for every server.
    .library(name: "ServerOptions", targets: ["ServerOptions"]),
  ],
  dependencies: [
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
    .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
  ],
  targets: [
    .target(
      name: "ServerSentEvents",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    .target(
      name: "HostMetrics",
      dependencies: [
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ]
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
        // The registry `/metrics` is written from, behind swift-metrics' global factory.
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
      ]
    ),
    .testTarget(
      name: "ServerSupportTests",
      dependencies: [
        "ServerSentEvents",
        "HostMetrics",
        "ServerOptions",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Prometheus", package: "swift-prometheus"),
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
