import DevToolsInspection
import Foundation
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Testing

/// Posts `body` as the page's upload form does.
func postImportForm(_ client: any TestClientProtocol, _ body: [UInt8], boundary: String = "----WebKitFormBoundaryX3b") async throws
  -> TestResponse
{
  try await client.execute(
    uri: "/_devtools/gauge/import",
    method: .post,
    headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
    body: ByteBuffer(bytes: body)
  )
}

@MainActor
@Suite struct DevToolsImportFormTests {
  @Test func thePageHasAnUploadFormForEachModule() async throws {
    try await DevToolsFixture().test { client in
      let page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(
        page.contains(#"<form class="import-form" method="post" action="/_devtools/gauge/import" enctype="multipart/form-data">"#))
      #expect(page.contains(#"name="session""#))
      #expect(page.contains(#"<button type="submit" class="import">Import</button>"#))
    }
  }

  @Test func anUploadedSessionIsReplayedAndTheRedirectedPageShowsItsSteps() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(3))
    try fixture.store.dispatch(action: .raise(4))
    try await fixture.test { client in
      let session = String(buffer: try await client.execute(uri: "/_devtools/gauge/export", method: .get).body)
      let posted = try await postImportForm(client, multipartBody(filename: "gauge-session.jsonl", content: session))
      #expect(posted.status == .seeOther)
      #expect(posted.headers[.location] == "/_devtools#module-gauge")
      let page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(page.contains("Imported gauge-session.jsonl: replayed 2 action(s) into a fresh store: final state matches."))
      #expect(page.contains(#"<code class="action">GaugeAction.raise(3)</code>"#))
      #expect(page.contains(#"<code class="action">GaugeAction.raise(4)</code>"#))
      #expect(page.contains("import-error") == false)
    }
  }

  @Test func aBadFileShowsWhyNextToTheFormAndChangesNothing() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(3))
    try await fixture.test { client in
      let session = String(buffer: try await client.execute(uri: "/_devtools/gauge/export", method: .get).body)
      _ = try await postImportForm(client, multipartBody(filename: "good.jsonl", content: session))
      let before = String(buffer: try await client.execute(uri: "/_devtools/gauge/actions", method: .get).body)

      let posted = try await postImportForm(client, multipartBody(filename: "notes.txt", content: "not a session"))
      #expect(posted.status == .seeOther)
      let page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(
        page.contains(
          #"<p class="import-error" role="alert">Import failed: notes.txt: The session cannot be replayed: the first line is not a session header.</p>"#
        ))
      // The last good import is still shown, and the module's history is as it was.
      #expect(page.contains("Imported good.jsonl: replayed 1 action(s)"))
      #expect(String(buffer: try await client.execute(uri: "/_devtools/gauge/actions", method: .get).body) == before)
    }
    #expect(fixture.store.state == 3)
  }

  @Test func anUnreadableUploadOrNoChosenFileIsShownAsAnError() async throws {
    let fixture = DevToolsFixture()
    try await fixture.test { client in
      _ = try await postImportForm(client, Array("garbage".utf8))
      var page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(page.contains("Import failed: the upload cannot be read: the form is malformed: no part starts with the boundary."))
      _ = try await postImportForm(client, multipartBody(filename: "", content: ""))
      page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(page.contains("Import failed: choose a session file (an exported .jsonl) first."))
    }
  }

  @Test func anUploadLargerThanTheLimitIsShownAsAnError() async throws {
    let fixture = DevToolsFixture()
    try await fixture.test { client in
      let posted = try await postImportForm(client, multipartBody(content: String(repeating: "x", count: 70 * 1024)))
      #expect(posted.status == .seeOther)
      let page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(page.contains("Import failed: the file is larger than 64 KiB."))
    }
  }

  @Test func anUploadToAnUnknownModuleIsA404() async throws {
    try await DevToolsFixture().test { client in
      let response = try await client.execute(
        uri: "/_devtools/nothing/import", method: .post,
        headers: [.contentType: "multipart/form-data; boundary=----WebKitFormBoundaryX3b"],
        body: ByteBuffer(bytes: multipartBody(content: "x")))
      #expect(response.status == .notFound)
    }
  }
}
