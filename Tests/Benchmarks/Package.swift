// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
    .package(path: "../../Packages/ImmutableData"),
    .package(path: "../../Packages/ImmutableBinding"),
    .package(path: "../../Packages/QuakesData"),
    .package(path: "../../Packages/Services"),
    .package(path: "../../Packages/DevTools"),
  ],
  targets: [
    // Self-timing table of the issue-10 goals: each baseline runs in the same process.
    .executableTarget(
      name: "BenchTable",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableData"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
        .product(name: "ImmutableBinding", package: "ImmutableBinding"),
        .product(name: "QuakesData", package: "QuakesData"),
        .product(name: "Services", package: "Services"),
        .product(name: "DevTools", package: "DevTools"),
        .product(name: "DevToolsInspection", package: "DevTools"),
        .product(name: "DevToolsLog", package: "DevTools"),
      ]
    ),
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ImmutableData", package: "ImmutableData"),
      ],
      path: "Benchmarks/StoreBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
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
