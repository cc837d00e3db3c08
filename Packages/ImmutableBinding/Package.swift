// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ImmutableBinding",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ImmutableBinding", targets: ["ImmutableBinding"])
  ],
  dependencies: [
    .package(path: "../ImmutableData"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
  ],
  targets: [
    .target(
      name: "ImmutableBinding",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "ImmutableBindingTests",
      dependencies: [
        "ImmutableBinding",
        .product(name: "ImmutableData", package: "ImmutableData"),
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
