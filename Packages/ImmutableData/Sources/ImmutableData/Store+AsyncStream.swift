/// The book's return type for ``Store/makeStream()->StoreStream<(State,Action)>``, kept for code that names it.
///
/// `for await element in store.makeStream()` and `Streamer` generic code pick the
/// ``StoreStream`` overload (this one is disfavoured); code that asks for an `AsyncStream`
/// explicitly (`let stream: AsyncStream<(oldState: S, action: A)> = store.makeStream()`) gets
/// one with the same elements, at `AsyncStream`'s cost per element.
extension Store {
  /// The lossless stream as an `AsyncStream`, for code that names the book's return type.
  ///
  /// ```swift
  /// let stream: AsyncStream<(oldState: CounterState, action: CounterAction)> = store.makeStream()
  /// ```
  @_disfavoredOverload public func makeStream() -> AsyncStream<(oldState: State, action: Action)> {
    self.registrar.makeStream(bufferingPolicy: .lossless).asyncStream
  }

  /// A stream with an explicit buffering policy as an `AsyncStream`, for code that names the
  /// book's return type.
  ///
  /// - Parameter bufferingPolicy: how many undelivered elements the stream keeps.
  @_disfavoredOverload public func makeStream(
    bufferingPolicy: StreamBufferingPolicy
  ) -> AsyncStream<(oldState: State, action: Action)> {
    self.registrar.makeStream(bufferingPolicy: bufferingPolicy).asyncStream
  }
}
