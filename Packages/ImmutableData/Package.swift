// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ImmutableData",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ImmutableData", targets: ["ImmutableData"])
  ],
  targets: [
    .target(name: "ImmutableData"),
    .testTarget(name: "ImmutableDataTests", dependencies: ["ImmutableData"]),
  ]
)
