import ServiceLifecycle

/// Ends the views the page cache keeps alive when the application shuts down, after the
/// server has stopped answering (services shut down in reverse order, the server first).
struct PageCacheService: Service {
  let renderer: PageRenderer

  func run() async throws {
    try? await gracefulShutdown()
    await renderer.releaseAll()
  }
}
