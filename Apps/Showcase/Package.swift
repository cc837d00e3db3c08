// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Showcase",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "showcase", targets: ["Showcase"])
  ],
  dependencies: [
    .package(path: "../../Packages/WebHost"),
    .package(path: "../../Packages/CounterUI"),
    .package(path: "../../Packages/AnimalsUI"),
    .package(path: "../../Packages/QuakesUI"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "Showcase",
      dependencies: [
        .product(name: "AppSupport", package: "WebHost"),
        .product(name: "CounterUI", package: "CounterUI"),
        .product(name: "AnimalsUI", package: "AnimalsUI"),
        .product(name: "QuakesUI", package: "QuakesUI"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    )
  ]
)
