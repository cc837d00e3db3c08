// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Counter",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "counter", targets: ["Counter"])
  ],
  dependencies: [
    .package(path: "../../Packages/WebHost"),
    .package(path: "../../Packages/CounterUI"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "Counter",
      dependencies: [
        .product(name: "AppSupport", package: "WebHost"),
        .product(name: "CounterUI", package: "CounterUI"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    )
  ]
)
