// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ImmutableTesting",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ImmutableTesting", targets: ["ImmutableTesting"])
  ],
  dependencies: [
    .package(path: "../ImmutableData"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
  ],
  targets: [
    .target(
      name: "ImmutableTesting",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "ImmutableTestingTests",
      dependencies: [
        "ImmutableTesting",
        .product(name: "ImmutableData", package: "ImmutableData"),
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
