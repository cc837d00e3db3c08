import DomainRegistry
import Foundation
import Testing

@Suite struct ModuleAssetResourceTests {
  @Test func bundledFileIsServedWithTheTypeOfItsExtension() throws {
    let asset = try ModuleAsset(resource: "sample.css", in: .module)
    #expect(asset.name == "sample.css")
    #expect(asset.contentType == "text/css; charset=utf-8")
    #expect(asset.isStylesheet)
    #expect(asset.body.contains(".sample { color: #333; }"))
  }

  @Test func missingFileIsAClearError() {
    #expect(throws: ModuleAssetError.missing("absent.css")) { try ModuleAsset(resource: "absent.css", in: .module) }
  }

  @Test(arguments: ["sample", "sample.exe", "photo.png"])
  func fileOfAnotherTypeIsRejected(name: String) {
    #expect(throws: ModuleAssetError.unsupportedType(name)) { try ModuleAsset(resource: name, in: .module) }
  }
}
