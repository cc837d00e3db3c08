import DomainRegistry
import Testing

@Suite struct FormSubmissionTests {
  @Test func requireReturnsThePostedValue() throws {
    #expect(try FormSubmission(fields: ["name": "Cat"]).require("name") == "Cat")
  }

  @Test func requireOfAMissingFieldNamesIt() {
    let submission = FormSubmission(fields: [:])
    #expect(throws: FormError.missingField("name")) { try submission.require("name") }
    #expect(FormError.missingField("name").description.contains("name"))
  }

  @Test func actionPathIsUnderTheModule() {
    #expect(FormAction.path(slug: "counter", name: "increment") == "/counter/actions/increment")
  }
}
