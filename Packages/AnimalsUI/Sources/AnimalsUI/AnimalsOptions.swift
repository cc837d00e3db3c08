public import ArgumentParser

/// The Animals module's command-line options, declared and checked here so an app only wires
/// them: `@OptionGroup(title: "Animals") var animals: AnimalsOptions`, then passes
/// `animals.configuration` to `HostOptions.serve(extraConfiguration:)`.
///
/// `--animals-store local|URL`: the SQLite file `<data-dir>/animals.sqlite` (the default) or an
/// AnimalsServer's base URL (its change feed is followed too). A bad value stops the app before
/// anything starts, with a message naming `--animals-store` and what it accepts.
public struct AnimalsOptions: ParsableArguments, Sendable {
  /// `--animals-store`: `local` or the base URL of an AnimalsServer.
  @Option(
    name: .customLong(AnimalsModule.storeOption),
    help: "Where animals are kept: local (<data-dir>/animals.sqlite) or an AnimalsServer URL (http://127.0.0.1:8080).")
  public var store = "local"

  /// The default: the local SQLite store.
  public init() {}

  /// Refuses a value that is neither `local` nor a usable server URL, before anything starts.
  public func validate() throws {
    do {
      try AnimalsModule.validateStore(self.store)
    } catch {
      throw ValidationError("\(error)")
    }
  }

  /// The module settings these options make.
  public var configuration: [String: String] {
    [AnimalsModule.storeOption: self.store]
  }
}
