// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ImmutableTesting",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ImmutableTesting", targets: ["ImmutableTesting"]),
    // Canonical renderings and line patches, without Swift Testing: DevTools writes generated
    // tests with it, ImmutableTesting checks them.
    .library(name: "CanonicalDump", targets: ["CanonicalDump"]),
  ],
  dependencies: [
    .package(path: "../ImmutableData"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
  ],
  targets: [
    .target(
      name: "CanonicalDump",
      dependencies: [
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ]
    ),
    .target(
      name: "ImmutableTesting",
      dependencies: [
        "CanonicalDump",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "ImmutableTestingTests",
      dependencies: [
        "ImmutableTesting",
        "CanonicalDump",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
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
