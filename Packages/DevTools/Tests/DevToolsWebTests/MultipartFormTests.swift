import Testing

@testable import DevToolsWeb

/// A body as Chromium sends the import form: one file part.
func multipartBody(boundary: String = "----WebKitFormBoundaryX3b", name: String = "session", filename: String = "s.jsonl", content: String)
  -> [UInt8]
{
  Array(
    ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\"\r\n"
      + "Content-Type: application/octet-stream\r\n\r\n\(content)\r\n--\(boundary)--\r\n").utf8)
}

@Suite struct MultipartFormTests {
  let contentType = "multipart/form-data; boundary=----WebKitFormBoundaryX3b"

  @Test func aFilePartIsReadWithItsNameFileNameTypeAndExactBytes() throws {
    let content = "{\"kind\":\"header\"}\r\n--not the boundary\r\nline two\n"
    let form = try MultipartForm(body: multipartBody(content: content), contentType: self.contentType)
    let part = try #require(form.part(named: "session"))
    #expect(form.parts.count == 1)
    #expect(part.filename == "s.jsonl")
    #expect(part.contentType == "application/octet-stream")
    #expect(part.body == Array(content.utf8))
  }

  @Test func severalPartsAPreambleAndAQuotedBoundaryAreRead() throws {
    let body = Array(
      ("ignored preamble\r\n--b:x\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhi\r\n"
        + "--b:x\r\ncontent-disposition: form-data; name=\"session\"; filename=\"a;b.jsonl\"\r\n\r\n\r\n--b:x--").utf8)
    let form = try MultipartForm(body: body, contentType: "Multipart/Form-Data; charset=utf-8; boundary=\"b:x\"")
    #expect(form.parts.map(\.name) == ["note", "session"])
    #expect(form.part(named: "note")?.filename == nil)
    #expect(form.part(named: "note")?.body == Array("hi".utf8))
    #expect(form.part(named: "session")?.filename == "a;b.jsonl")
    #expect(form.part(named: "session")?.body == [])
  }

  @Test func anotherContentTypeOrABadBoundaryIsRefused() {
    let body = multipartBody(content: "x")
    #expect(throws: MultipartForm.Failure.notMultipart) { try MultipartForm(body: body, contentType: "application/json") }
    #expect(throws: MultipartForm.Failure.badBoundary) { try MultipartForm(body: body, contentType: "multipart/form-data") }
    #expect(throws: MultipartForm.Failure.badBoundary) {
      try MultipartForm(body: body, contentType: "multipart/form-data; boundary=" + String(repeating: "a", count: 71))
    }
    #expect(throws: MultipartForm.Failure.badBoundary) { try MultipartForm(body: body, contentType: "multipart/form-data; boundary=\"\"") }
  }

  @Test func malformedBodiesAreRefusedWithAReason() {
    let cases: [(String, String)] = [
      ("", "no part starts with the boundary"),
      ("------WebKitFormBoundaryX3b", "a boundary is followed by neither a line end nor “--”"),
      ("------WebKitFormBoundaryX3bjunk", "a boundary is followed by neither a line end nor “--”"),
      ("------WebKitFormBoundaryX3b\r\nContent-Disposition: form-data; name=\"a\"", "a part's headers do not end"),
      (
        "------WebKitFormBoundaryX3b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunclosed",
        "the last part is not closed by the boundary"
      ),
      (
        "------WebKitFormBoundaryX3b\r\nContent-Type: text/plain\r\n\r\nx\r\n------WebKitFormBoundaryX3b--",
        "a part has no Content-Disposition header"
      ),
      (
        "------WebKitFormBoundaryX3b\r\nContent-Disposition: attachment\r\n\r\nx\r\n------WebKitFormBoundaryX3b--",
        "a part is not a named form-data field"
      ),
      ("------WebKitFormBoundaryX3b\r\nno colon here\r\n\r\nx\r\n------WebKitFormBoundaryX3b--", "a part's header line has no name"),
      ("------WebKitFormBoundaryX3b\r\nX: \u{1}\r\n\r\nx\r\n------WebKitFormBoundaryX3b--", "a part's headers hold control characters"),
    ]
    for (body, reason) in cases {
      #expect(throws: MultipartForm.Failure.malformed(reason), "\(body)") {
        try MultipartForm(body: Array(body.utf8), contentType: self.contentType)
      }
    }
  }

  @Test func theLimitsOnPartsHeaderBytesAndHeaderLinesHold() {
    let part = "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n"
    let three = Array((String(repeating: part, count: 3) + "--b--").utf8)
    var limits = MultipartForm.Limits()
    limits.parts = 2
    #expect(throws: MultipartForm.Failure.tooManyParts(2)) {
      try MultipartForm(body: three, contentType: "multipart/form-data; boundary=b", limits: limits)
    }
    let longHeader = Array(
      ("--b\r\nContent-Disposition: form-data; name=\"\(String(repeating: "n", count: 5000))\"\r\n\r\nx\r\n--b--").utf8)
    #expect(throws: MultipartForm.Failure.headerTooLong(4096)) {
      try MultipartForm(body: longHeader, contentType: "multipart/form-data; boundary=b")
    }
    let manyLines = Array(
      ("--b\r\n" + String(repeating: "X-A: 1\r\n", count: 9) + "Content-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--b--").utf8)
    #expect(throws: MultipartForm.Failure.malformed("a part has more than 8 header lines")) {
      try MultipartForm(body: manyLines, contentType: "multipart/form-data; boundary=b")
    }
  }

  @Test func everyCutOfAValidBodyIsReadOrRefusedWithoutTrapping() {
    let body = multipartBody(content: "{\"kind\":\"header\"}\n{\"step\":1}\n")
    for length in 0...body.count {
      let cut = Array(body.prefix(length))
      let form = try? MultipartForm(body: cut, contentType: self.contentType)
      // Only a body that reaches its closing delimiter is read.
      #expect((form != nil) == (length >= body.count - 2))
    }
  }

  @Test func theSearchFindsAPatternAfterNearMisses() {
    let pattern = Array("\r\n--abcab".utf8)
    let body = Array("\r\n--abca\r\n--abcabx\r\n--abcab".utf8)
    #expect(MultipartForm.find(pattern, in: body, from: 0) == 8)
    #expect(MultipartForm.find(pattern, in: body, from: 9) == 18)
    #expect(MultipartForm.find(pattern, in: body, from: 19) == nil)
    #expect(MultipartForm.find(pattern, in: body, from: 0, within: 10) == nil)
  }
}
