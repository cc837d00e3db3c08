import NIOCore
import NIOPosix
import Testing

/// A listener on a free loopback port, as another process would hold it, and its port; close
/// the channel to free it.
func occupiedLoopbackPort() async throws -> (any Channel, Int) {
  let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
    .bind(host: "127.0.0.1", port: 0).get()
  return (channel, try #require(channel.localAddress?.port))
}
