import Foundation
import Testing

@testable import TestSupport

@Suite struct TemporaryDirectoryTests {
  @Test func theFolderExistsEmptyAndIsRemovedWithItsContents() throws {
    var url: URL?
    do {
      let directory = try TemporaryDirectory(prefix: "support")
      url = directory.url
      #expect(directory.url.lastPathComponent.hasPrefix("support-"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
      try FileManager.default.createDirectory(at: directory.appending("nested"), withIntermediateDirectories: true)
      try Data("x".utf8).write(to: directory.appending("nested/file"))
    }
    #expect(FileManager.default.fileExists(atPath: try #require(url).path) == false)
  }

  @Test func twoFoldersNeverCoincide() throws {
    let first = try TemporaryDirectory()
    let second = try TemporaryDirectory()
    #expect(first.url != second.url)
  }

  @Test func aDatabasePathIsAbsentUntilWrittenAndGoesWithItsFolder() throws {
    var directory: URL?
    do {
      let database = try TemporaryDatabase(named: "animals.sqlite")
      directory = database.directory
      #expect(database.url.lastPathComponent == "animals.sqlite")
      #expect(database.directory.lastPathComponent.hasPrefix("animals-"))
      #expect(database.url.deletingLastPathComponent().standardizedFileURL == database.directory.standardizedFileURL)
      #expect(FileManager.default.fileExists(atPath: database.url.path) == false)
      try Data("x".utf8).write(to: database.url)
      try Data("x".utf8).write(to: database.directory.appendingPathComponent("animals.sqlite-wal"))
    }
    #expect(FileManager.default.fileExists(atPath: try #require(directory).path) == false)
  }
}
