import NIOCore
import NIOPosix

/// Checks, before an app opens any data, that it will be able to listen where it was asked to.
///
/// The real bind happens later, when the server starts; by then the modules have opened their
/// databases, and the error NIO reports (`bind(descriptor:ptr:bytes:): Address already in use
/// (errno: 98)`) names neither the port nor what to do. Binding once up front, with the same
/// `SO_REUSEADDR` the server uses (so a port a previous run left in `TIME_WAIT` still counts as
/// free), turns that into a message a person can act on.
public enum ListeningPort {
  /// Throws ``ListeningPortError/portInUse(host:port:)`` when another process listens on
  /// `host:port`, and ``ListeningPortError/cannotListen(host:port:reason:)`` when the address
  /// cannot be bound for another reason (an address this machine does not have). Port 0 (any
  /// free port) always passes.
  ///
  /// ```swift
  /// try await ListeningPort.checkAvailable(host: "127.0.0.1", port: 8080)
  /// ```
  public static func checkAvailable(host: String, port: Int) async throws(ListeningPortError) {
    guard port != 0 else { return }
    let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
    let channel: any Channel
    do {
      channel = try await bootstrap.bind(host: host, port: port).get()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw .portInUse(host: host, port: port)
    } catch {
      throw .cannotListen(host: host, port: port, reason: String(describing: error))
    }
    try? await channel.close()
  }
}
