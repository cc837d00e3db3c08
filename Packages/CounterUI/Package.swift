// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "CounterUI",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "CounterUI", targets: ["CounterUI"])
  ],
  dependencies: [
    .package(path: "../ImmutableData"),
    .package(path: "../ImmutableBinding"),
    .package(path: "../CounterData"),
    .package(path: "../DomainRegistry"),
    .package(path: "../DevTools"),
    .package(path: "../PageMarkup"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
  ],
  targets: [
    .target(
      name: "CounterUI",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "ImmutableBinding", package: "ImmutableBinding"),
        .product(name: "CounterData", package: "CounterData"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "DevTools", package: "DevTools"),
        .product(name: "PageMarkup", package: "PageMarkup"),
        .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.process("Resources")]
    ),
    .testTarget(
      name: "CounterUITests",
      dependencies: [
        "CounterUI",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "ImmutableBinding", package: "ImmutableBinding"),
        .product(name: "PageMarkup", package: "PageMarkup"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "CounterData", package: "CounterData"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
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
