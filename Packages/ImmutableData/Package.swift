// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ImmutableData",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ImmutableData", targets: ["ImmutableData"])
  ],
  dependencies: [
    .package(path: "../TestSupport")
  ],
  targets: [
    .target(name: "ImmutableData"),
    .testTarget(
      name: "ImmutableDataTests",
      dependencies: ["ImmutableData", .product(name: "TestSupport", package: "TestSupport")]
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
