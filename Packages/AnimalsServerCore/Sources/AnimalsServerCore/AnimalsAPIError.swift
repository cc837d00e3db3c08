import AnimalsData
import Foundation
public import Hummingbird

/// Why a request to `/animals/api` failed, with the HTTP status it answers with.
///
/// Its response body is JSON, `{"error":{"message":"…"}}`, so a client always gets a readable
/// reason with the status.
public struct AnimalsAPIError: Swift.Error, Hashable, Sendable {
  /// What went wrong; decides the HTTP status (``status``).
  public enum Code: Hashable, Sendable {
    /// The request was not sent as `application/json`.
    case unsupportedMediaType
    /// The body is not JSON of a `RemoteRequest`.
    case malformedRequest
    /// A mutation named an animal the store does not have.
    case animalNotFound
    /// A mutation's animal is invalid: an empty or too long name, or an unknown category.
    case invalidAnimal
    /// The request has more operations, or more bytes, than ``AnimalsAPILimits`` allow, or its
    /// answer would be larger than they allow.
    case tooLarge
    /// Another process held the database too long; the client may try again.
    case storeBusy
    /// The store failed for another reason.
    case storeFailure
  }

  /// What went wrong.
  public let code: Code
  /// The reason a person reads, sent in the response body.
  public let message: String

  /// An error with `code` and the readable `message` the client is sent.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }
}

extension AnimalsAPIError {
  /// Classifies an error thrown by the persistent store.
  init(storeError error: any Swift.Error) {
    if let error = error as? AnimalsAPIError {
      self = error
    } else if let error = error as? LocalStoreError {
      self.init(code: Self.code(of: error), message: error.localizedDescription)
    } else {
      self.init(code: .storeFailure, message: error.localizedDescription)
    }
  }

  private static func code(of error: LocalStoreError) -> Code {
    switch error.code {
    case .animalNotFound: .animalNotFound
    case .emptyName, .nameTooLong, .categoryNotFound: .invalidAnimal
    case .busy: .storeBusy
    case .cannotOpen, .databaseError: .storeFailure
    }
  }
}

extension AnimalsAPIError: HTTPResponseError {
  /// The status the response carries: 415, 400, 404, 422, 413, 503 or 500 by ``code``.
  public var status: HTTPResponse.Status {
    switch self.code {
    case .unsupportedMediaType: .unsupportedMediaType
    case .malformedRequest: .badRequest
    case .animalNotFound: .notFound
    case .invalidAnimal: .unprocessableContent
    case .tooLarge: .contentTooLarge
    case .storeBusy: .serviceUnavailable
    case .storeFailure: .internalServerError
    }
  }

  /// The JSON error response, `{"error":{"message":"…"}}` with ``status``.
  public func response(from request: Request, context: some RequestContext) throws -> Response {
    try HTTPError(self.status, message: self.message).response(from: request, context: context)
  }
}
