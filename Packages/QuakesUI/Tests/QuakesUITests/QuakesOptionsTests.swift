import ArgumentParser
import Testing

@testable import QuakesUI

/// `--quakes-feed` as apps get it from `@OptionGroup var quakes: QuakesOptions`.
@Suite struct QuakesOptionsTests {
  @Test func theDefaultIsTheLiveFeedAndTheSettingsNameTheAppsOwnAddress() throws {
    let options = try QuakesOptions.parse([])
    #expect(options.feed == "usgs")
    let configuration = options.configuration(host: "0.0.0.0", port: 9000)
    #expect(configuration[QuakesModule.feedOption] == "usgs")
    #expect(configuration[QuakesModule.baseURLOption] == "http://127.0.0.1:9000/")
  }

  @Test(arguments: ["sample", "usgs", "http://127.0.0.1:8000/feed"])
  func aFeedTheModuleAcceptsIsKept(feed: String) throws {
    #expect(try QuakesOptions.parse(["--quakes-feed", feed]).feed == feed)
  }

  @Test func anUnknownFeedIsRefusedWithWhatIsAccepted() {
    #expect {
      _ = try QuakesOptions.parse(["--quakes-feed", "gopher://nowhere"])
    } throws: { error in
      QuakesOptions.message(for: error)
        == #"--quakes-feed must be "usgs", "sample" or an http(s) base URL, not "gopher://nowhere"."#
    }
  }
}
