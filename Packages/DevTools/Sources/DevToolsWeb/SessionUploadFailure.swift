/// Why an uploaded file was not replayed: a sentence for the page.
struct SessionUploadFailure: Error {
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
