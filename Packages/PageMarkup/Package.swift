// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "PageMarkup",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "PageMarkup", targets: ["PageMarkup"])
  ],
  dependencies: [
    .package(path: "../DomainRegistry"),
    .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
  ],
  targets: [
    .target(
      name: "PageMarkup",
      dependencies: [
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "Plot", package: "Plot"),
      ]
    ),
    .testTarget(
      name: "PageMarkupTests",
      dependencies: [
        "PageMarkup",
        .product(name: "DomainRegistry", package: "DomainRegistry"),
        .product(name: "Plot", package: "Plot"),
      ]
    ),
  ]
)
