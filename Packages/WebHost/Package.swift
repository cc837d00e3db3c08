// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "WebHost",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "WebHost", targets: ["WebHost"]),
    .library(name: "AppSupport", targets: ["AppSupport"]),
  ],
  dependencies: [
    .package(path: "../DomainRegistry"),
    .package(path: "../DevTools"),
    .package(path: "../PostgresSupport"),
    .package(path: "../PageMarkup"),
    // The event stream, the metrics and the listening options, shared with the Animals server.
    .package(path: "../ServerSupport"),
    // For the DevTools tests' inspected store.
    .package(path: "../ImmutableData"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
    .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
    .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
  ],
  targets: [
    .target(
      name: "WebHost",
      dependencies: [
        .product(name: "ServerSentEvents", package: "ServerSupport"),
        .product(name: "HostMetrics", package: "ServerSupport"),
        .product(name: "ServerOptions", package: "ServerSupport"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "DevToolsWeb", package: "DevTools"),
        .product(name: "DevToolsInspection", package: "DevTools"),
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "PageMarkup", package: "PageMarkup"),
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
      // The host's own files (favicon, CSS, JavaScript), served under `/_assets/` and `/`.
      resources: [.process("Resources")]
    ),
    .target(
      name: "AppSupport",
      dependencies: [
        "WebHost",
        // `ListenOptions` (part of `HostOptions`) and the metrics listener.
        .product(name: "ServerOptions", package: "ServerSupport"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "DevToolsLog", package: "DevTools"),
        .product(name: "DevToolsInspection", package: "DevTools"),
        // `postgres://` URLs for --devtools-log.
        .product(name: "PostgresSupport", package: "PostgresSupport"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "WebHostTests",
      dependencies: [
        "WebHost",
        "AppSupport",
        .product(name: "HostMetrics", package: "ServerSupport"),
        .product(name: "ServerOptions", package: "ServerSupport"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "DevTools", package: "DevTools"),
        .product(name: "DevToolsInspection", package: "DevTools"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
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
