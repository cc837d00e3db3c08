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
