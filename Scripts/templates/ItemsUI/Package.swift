// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ItemsUI",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ItemsUI", targets: ["ItemsUI"])
  ],
  dependencies: [
    .package(path: "../ImmutableData"),
    .package(path: "../ImmutableBinding"),
    .package(path: "../ItemsData"),
    .package(path: "../DomainRegistry"),
    .package(path: "../DevTools"),
    .package(path: "../PageMarkup"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
  ],
  targets: [
    .target(
      name: "ItemsUI",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "ImmutableBinding", package: "ImmutableBinding"),
        .product(name: "ItemsData", package: "ItemsData"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "DevTools", package: "DevTools"),
        .product(name: "PageMarkup", package: "PageMarkup"),
        .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.process("Resources")]
    ),
    .testTarget(
      name: "ItemsUITests",
      dependencies: [
        "ItemsUI",
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "ImmutableBinding", package: "ImmutableBinding"),
        .product(name: "PageMarkup", package: "PageMarkup"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "ItemsData", package: "ItemsData"),
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "DevTools", package: "DevTools"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
  ]
)
