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
