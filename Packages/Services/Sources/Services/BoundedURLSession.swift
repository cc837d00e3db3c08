public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// A `URLSession` that reads a response body only up to a maximum size and stops a request as
/// soon as the task awaiting it is cancelled (which is how ``NetworkSession`` ends a call at
/// its deadline).
///
/// `URLSession.data(for:)` buffers whatever the server sends; this session receives the body
/// through a delegate and cancels the transfer the moment it would pass the limit, so a
/// hostile or broken server cannot make the process hold more than that.
public final class BoundedURLSession: NetworkSessionURLSession {
  /// The largest body, in bytes, this session reads.
  public let maximumBodySize: Int
  private let delegate: BoundedURLSessionDelegate
  private let session: URLSession

  /// - Parameters:
  ///   - configuration: the session configuration (ephemeral by default: no cookies or cache).
  ///   - maximumBodySize: the largest body read; a larger one fails with
  ///     ``BoundedURLSession/BodyTooLarge``.
  public init(
    configuration: URLSessionConfiguration = .ephemeral,
    maximumBodySize: Int = NetworkLimits.standard.maximumBodySize
  ) {
    self.maximumBodySize = max(0, maximumBodySize)
    self.delegate = BoundedURLSessionDelegate(maximumBodySize: self.maximumBodySize)
    self.session = URLSession(configuration: configuration, delegate: self.delegate, delegateQueue: nil)
  }

  deinit {
    self.session.finishTasksAndInvalidate()
  }

  /// A body larger than the session accepts; the transfer was stopped there.
  public struct BodyTooLarge: Swift.Error, LocalizedError, Hashable, Sendable {
    /// The limit that was passed, in bytes.
    public let maximumBodySize: Int

    public init(maximumBodySize: Int) {
      self.maximumBodySize = maximumBodySize
    }

    public var errorDescription: String? {
      "The answer is larger than \(self.maximumBodySize) bytes, the most this app reads."
    }
  }

  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    let task = self.session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // A cancellation that came before the task exists would otherwise be missed.
        guard Task.isCancelled == false else {
          continuation.resume(throwing: CancellationError())
          return
        }
        self.delegate.register(task, continuation)
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }
}

/// Collects each task's response and body and resumes its awaiting caller once.
///
/// `@unchecked Sendable` is safe: the only mutable state, `transfers`, is read and written
/// under `lock` alone, and continuations are resumed outside it, exactly once (an entry is
/// removed before it is resumed).
final class BoundedURLSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private struct Transfer {
    let continuation: CheckedContinuation<(Data, URLResponse), any Error>
    var response: URLResponse?
    var body = Data()
    var failure: (any Error)?
  }

  private let maximumBodySize: Int
  private let lock = NSLock()
  private var transfers: [Int: Transfer] = [:]

  init(maximumBodySize: Int) {
    self.maximumBodySize = maximumBodySize
  }

  func register(_ task: URLSessionTask, _ continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
    self.lock.withLock {
      self.transfers[task.taskIdentifier] = Transfer(continuation: continuation)
    }
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let tooLarge = response.expectedContentLength > Int64(self.maximumBodySize)
    self.lock.withLock {
      self.transfers[dataTask.taskIdentifier]?.response = response
      if tooLarge {
        self.transfers[dataTask.taskIdentifier]?.failure = BoundedURLSession.BodyTooLarge(maximumBodySize: self.maximumBodySize)
      }
    }
    completionHandler(tooLarge ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge = self.lock.withLock { () -> Bool in
      guard var transfer = self.transfers[dataTask.taskIdentifier], transfer.failure == nil else { return false }
      guard transfer.body.count + data.count <= self.maximumBodySize else {
        transfer.failure = BoundedURLSession.BodyTooLarge(maximumBodySize: self.maximumBodySize)
        transfer.body = Data()
        self.transfers[dataTask.taskIdentifier] = transfer
        return true
      }
      // Appended in place: the dictionary entry is the only reference to the buffer.
      self.transfers[dataTask.taskIdentifier] = nil
      transfer.body.append(data)
      self.transfers[dataTask.taskIdentifier] = transfer
      return false
    }
    if tooLarge {
      dataTask.cancel()
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let transfer = self.lock.withLock({ self.transfers.removeValue(forKey: task.taskIdentifier) }) else {
      return
    }
    if let failure = transfer.failure {
      transfer.continuation.resume(throwing: failure)
    } else if let error {
      transfer.continuation.resume(throwing: error)
    } else if let response = transfer.response {
      transfer.continuation.resume(returning: (transfer.body, response))
    } else {
      transfer.continuation.resume(throwing: URLError(.badServerResponse))
    }
  }
}
