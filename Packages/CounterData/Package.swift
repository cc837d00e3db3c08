// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "CounterData",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "CounterData", targets: ["CounterData"])
  ],
  dependencies: [
    .package(path: "../ImmutableData")
  ],
  targets: [
    .target(name: "CounterData"),
    .testTarget(
      name: "CounterDataTests",
      dependencies: ["CounterData", .product(name: "ImmutableData", package: "ImmutableData")]
    ),
  ]
)
