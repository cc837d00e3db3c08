import AnimalsData
public import Testing

/// One behaviour every `PersistentSessionPersistentStore` backend must have, checked with
/// Swift Testing expectations. Run every check of ``StoreContract/checks`` from a
/// parameterised `@Test` in each backend's own test target.
public struct StoreContractCheck: Sendable, CustomTestStringConvertible {
  /// The behaviour, as a test name.
  public let name: String
  let body: @Sendable (StoreContractDatabase) async throws -> Void

  init(_ name: String, _ body: @escaping @Sendable (StoreContractDatabase) async throws -> Void) {
    self.name = name
    self.body = body
  }

  public var testDescription: String {
    self.name
  }

  /// Runs the check on a fresh database of `backend`.
  public func run(on backend: some StoreContractBackend) async throws {
    try await backend.withFreshDatabase(self.body)
  }
}
