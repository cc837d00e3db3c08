import ServiceLifecycle

/// Ends the views the host keeps alive beyond a request when the application shuts down, after
/// the server has stopped answering (services shut down in reverse order, the server first):
/// the page cache's views, and live views still in their grace after their last tab left.
struct PageCacheService: Service {
  let renderer: PageRenderer
  let liveHub: LiveHub

  func run() async throws {
    try? await gracefulShutdown()
    await renderer.releaseAll()
    await liveHub.closeUnusedViews()
  }
}
