#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The monotonic clock in nanoseconds, read with `clock_gettime` directly (`DispatchTime.now()`
/// adds a libdispatch call around the same read).
enum MonotonicClock {
  /// The precise clock: what times a reduction.
  static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// The same clock at the resolution of the kernel's tick (4 ms on the Linux machines measured):
  /// it reads a value the kernel already keeps, a few nanoseconds against the precise read's
  /// 25-30 (more under load), so the recorder stamps every step with it. Where there is no
  /// coarse clock it is the precise one.
  static func coarseNanoseconds() -> UInt64 {
    var time = timespec()
    #if os(Linux)
      clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
    #else
      clock_gettime(CLOCK_MONOTONIC, &time)
    #endif
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }
}
