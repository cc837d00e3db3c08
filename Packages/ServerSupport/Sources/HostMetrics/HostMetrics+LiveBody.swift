import CoreMetrics
public import Hummingbird

extension HostMetrics {
  /// `response` with its body counted as one open live channel for as long as it is written
  /// (an event stream's whole life): for servers without a hub that counts its channels.
  public func countingLiveConnection(_ response: Response) -> Response {
    var response = response
    let body = response.body
    let gauge = Meter(label: Self.liveConnections, factory: factory)
    response.body = ResponseBody(contentLength: body.contentLength) { writer in
      gauge.increment()
      defer { gauge.decrement() }
      try await body.write(writer)
    }
    return response
  }
}
