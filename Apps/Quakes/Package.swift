// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Quakes",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "quakes", targets: ["Quakes"])
  ],
  dependencies: [
    .package(path: "../../Packages/WebHost"),
    .package(path: "../../Packages/QuakesUI"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "Quakes",
      dependencies: [
        .product(name: "AppSupport", package: "WebHost"),
        .product(name: "QuakesUI", package: "QuakesUI"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    )
  ]
)
