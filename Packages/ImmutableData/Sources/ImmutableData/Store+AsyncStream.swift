/// The book's return type for ``Store/makeStream()``, kept for code that names it.
///
/// `for await element in store.makeStream()` and `Streamer` generic code pick the
/// ``StoreStream`` overload (this one is disfavoured); code that asks for an `AsyncStream`
/// explicitly (`let stream: AsyncStream<(oldState: S, action: A)> = store.makeStream()`) gets
/// one with the same elements, at `AsyncStream`'s cost per element.
extension Store {
  @_disfavoredOverload public func makeStream() -> AsyncStream<(oldState: State, action: Action)> {
    self.registrar.makeStream(bufferingPolicy: .lossless).asyncStream
  }

  @_disfavoredOverload public func makeStream(
    bufferingPolicy: StreamBufferingPolicy
  ) -> AsyncStream<(oldState: State, action: Action)> {
    self.registrar.makeStream(bufferingPolicy: bufferingPolicy).asyncStream
  }
}
