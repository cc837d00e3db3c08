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

// Upcoming language features, on for every target: imports are internal unless written
// `public import`, a file sees only the members of the modules it imports itself, and
// existential types are spelled `any`.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("ExistentialAny"),
    ]
}
