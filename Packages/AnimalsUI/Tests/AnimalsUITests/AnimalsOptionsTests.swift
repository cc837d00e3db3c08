import ArgumentParser
import Testing

@testable import AnimalsUI

/// `--animals-store` as apps get it from `@OptionGroup var animals: AnimalsOptions`.
@Suite struct AnimalsOptionsTests {
  @Test func theDefaultIsTheLocalFile() throws {
    let options = try AnimalsOptions.parse([])
    #expect(options.store == "local")
    #expect(options.configuration == [AnimalsModule.storeOption: "local"])
  }

  @Test func aServerURLIsKept() throws {
    let options = try AnimalsOptions.parse(["--animals-store", "http://127.0.0.1:8081"])
    #expect(options.configuration == [AnimalsModule.storeOption: "http://127.0.0.1:8081"])
  }

  @Test func anUnknownStoreIsRefusedWithWhatIsAccepted() {
    #expect {
      _ = try AnimalsOptions.parse(["--animals-store", "carrier-pigeon"])
    } throws: { error in
      AnimalsOptions.message(for: error)
        == #"--animals-store must be "local" or an AnimalsServer URL such as http://127.0.0.1:8080, not "carrier-pigeon"."#
    }
  }
}
