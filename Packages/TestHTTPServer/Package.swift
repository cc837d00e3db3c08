// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "TestHTTPServer",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TestHTTPServer", targets: ["TestHTTPServer"])
  ],
  targets: [
    .target(name: "TestHTTPServer"),
    .testTarget(name: "TestHTTPServerTests", dependencies: ["TestHTTPServer"]),
  ]
)
