// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ItemsData",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ItemsData", targets: ["ItemsData"])
  ],
  dependencies: [
    .package(path: "../ImmutableData"),
    .package(path: "../LocalDatabase"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
  ],
  targets: [
    .target(
      name: "ItemsData",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "LocalDatabase", package: "LocalDatabase"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "ItemsDataTests",
      dependencies: [
        "ItemsData",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
  ]
)
