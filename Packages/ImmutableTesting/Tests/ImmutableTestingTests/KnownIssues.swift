import Testing

/// Runs `body`, which must record exactly the issues whose text contains every one of
/// `fragments`: the test fails if no issue is recorded or one lacks a fragment.
func expectIssue(
  containing fragments: [String],
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void
) async {
  await withKnownIssue(isolation: isolation, sourceLocation: sourceLocation) {
    // A thrown error becomes an issue that lacks the fragments, so it fails the test.
    do {
      try await body()
    } catch {
      Issue.record(error)
    }
  } matching: { issue in
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    return fragments.allSatisfy { text.contains($0) }
  }
}
