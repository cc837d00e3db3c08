// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "TestSupport",
  platforms: [.macOS(.v14)],
  products: [
    // For test targets only: no shipped target may depend on it.
    .library(name: "TestSupport", targets: ["TestSupport"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2")
  ],
  targets: [
    .target(
      name: "TestSupport",
      dependencies: [
        .product(name: "Logging", package: "swift-log")
      ]
    ),
    .testTarget(
      name: "TestSupportTests",
      dependencies: [
        "TestSupport",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
  ]
)
