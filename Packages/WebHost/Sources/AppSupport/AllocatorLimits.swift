import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// glibc's allocator bounded for a server that runs for weeks: at most two malloc arenas and a
/// fixed 128 KiB mmap threshold, applied once when an app starts serving.
///
/// Why: with glibc's defaults (up to 8 arenas per core, an mmap threshold that rises to the
/// largest block freed) a Quakes week refresh (a 3.3 MB feed body, its decoded arrays, the
/// cache write) leaves its freed memory spread over every thread's arena, so RSS steps up after
/// each refresh although the memory in use stays flat: one Showcase, 60 week refreshes, 77.6 →
/// 113.2 MB with 9.8–10.5 MB in use throughout (`malloc_stats`); with these two limits 71.2 →
/// 75.3 MB, flat from the third refresh. See docs/decisions/allocator.md, "glibc's allocator bounded".
///
/// An operator's own setting (`MALLOC_ARENA_MAX`, `MALLOC_MMAP_THRESHOLD_`, or a
/// `glibc.malloc.` tunable in `GLIBC_TUNABLES`) stands: then nothing is changed.
enum AllocatorLimits {
  /// The most malloc arenas (glibc's `M_ARENA_MAX`; its default is 8 per core).
  static let arenaCount: Int32 = 2
  /// Blocks of at least this many bytes are mapped on their own and unmapped when freed
  /// (glibc's `M_MMAP_THRESHOLD`; setting it also stops glibc raising it after a large free).
  static let mmapThreshold: Int32 = 128 * 1024

  /// What ``apply(environment:)`` did.
  enum Outcome: Equatable {
    /// Both limits are in force.
    case applied
    /// The named environment variable sets the allocator; it was left as the operator chose.
    case leftToOperator(String)
    /// Not glibc (no `mallopt`), or it refused a setting.
    case unavailable
  }

  /// glibc's option numbers, from `<malloc.h>` (Swift's Glibc module does not include it).
  private static let optionArenaMax: Int32 = -8
  private static let optionMmapThreshold: Int32 = -3

  /// Sets both limits unless the environment already configures glibc's allocator.
  @discardableResult
  static func apply(environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
    if let name = Self.operatorSetting(in: environment) {
      return .leftToOperator(name)
    }
    #if canImport(Glibc)
      // Looked up at run time: `mallopt` is glibc's, and `<malloc.h>` is not importable.
      guard let program = dlopen(nil, RTLD_NOW) else { return .unavailable }
      defer { dlclose(program) }
      guard let symbol = dlsym(program, "mallopt") else { return .unavailable }
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      let arenas = mallopt(Self.optionArenaMax, Self.arenaCount)
      let threshold = mallopt(Self.optionMmapThreshold, Self.mmapThreshold)
      return arenas == 1 && threshold == 1 ? .applied : .unavailable
    #else
      return .unavailable
    #endif
  }

  /// The first environment variable that configures glibc's allocator, if any.
  static func operatorSetting(in environment: [String: String]) -> String? {
    for name in ["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_"] where environment[name] != nil {
      return name
    }
    if let tunables = environment["GLIBC_TUNABLES"], tunables.contains("glibc.malloc.") {
      return "GLIBC_TUNABLES"
    }
    return nil
  }
}
