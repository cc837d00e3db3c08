#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The monotonic clock in nanoseconds, read with `clock_gettime` directly: the recorder reads it
/// twice per reduction, and `DispatchTime.now()` adds a libdispatch call around the same read.
enum MonotonicClock {
  static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }
}
