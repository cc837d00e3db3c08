// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Services",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Services", targets: ["Services"]),
    // What a command-line tool prints: failures and data from elsewhere, safe for a terminal.
    .library(name: "CommandLineText", targets: ["CommandLineText"]),
  ],
  targets: [
    .target(name: "Services"),
    .target(name: "CommandLineText", dependencies: ["Services"]),
    .testTarget(name: "ServicesTests", dependencies: ["Services"]),
    .testTarget(name: "CommandLineTextTests", dependencies: ["CommandLineText"]),
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
