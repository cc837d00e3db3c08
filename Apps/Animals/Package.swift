// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Animals",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "animals", targets: ["Animals"])
  ],
  dependencies: [
    .package(path: "../../Packages/WebHost"),
    .package(path: "../../Packages/AnimalsUI"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "Animals",
      dependencies: [
        .product(name: "AppSupport", package: "WebHost"),
        .product(name: "AnimalsUI", package: "AnimalsUI"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    )
  ]
)
