/// A store that numbers the elements of its streams, so one consumer can share a stream.
///
/// Not public API: UI bindings that fan one stream out to many selectors import it with
/// `@_spi(StreamedActionCounting)`. Every element that any stream of the store receives is the
/// next number after ``streamedActionCount``: a consumer that reads the count when a selector
/// subscribes knows which elements of an already-open stream came before that subscription.
@_spi(StreamedActionCounting) @MainActor public protocol StreamedActionCounting: AnyObject {
  /// The number of elements yielded to the store's streams so far (while any stream existed).
  var streamedActionCount: Int { get }
}

@_spi(StreamedActionCounting) extension Store: StreamedActionCounting {
  public var streamedActionCount: Int {
    self.registrar.yieldCount
  }
}
