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
