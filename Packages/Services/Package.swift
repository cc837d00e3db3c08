// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Services",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Services", targets: ["Services"])
  ],
  targets: [
    .target(name: "Services"),
    .testTarget(name: "ServicesTests", dependencies: ["Services"]),
  ]
)
