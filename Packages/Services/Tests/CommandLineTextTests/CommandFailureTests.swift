import Testing

@testable import CommandLineText

@Suite struct CommandFailureTests {
  @Test func aMessageKeepsItsLinesWithoutControlCharactersOrURLPasswords() {
    let failure = CommandFailure("Could not reach http://user:s3cret@127.0.0.1:8080/\nname: Evil\u{1B}[2J\u{202E}cat")
    #expect(failure.description == "Could not reach http://127.0.0.1:8080/\nname: Evil\u{FFFD}[2J\u{FFFD}cat")
  }

  @Test func aPlainMessageIsKeptAsItIs() {
    #expect(CommandFailure("No quake with id \"x\".").description == "No quake with id \"x\".")
  }
}
