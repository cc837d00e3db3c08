// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ItemsData",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ItemsData", targets: ["ItemsData"])
  ],
  dependencies: [
    .package(path: "../ImmutableData")
  ],
  targets: [
    .target(name: "ItemsData"),
    .testTarget(
      name: "ItemsDataTests",
      dependencies: ["ItemsData", .product(name: "ImmutableData", package: "ImmutableData")]
    ),
  ]
)
