import Testing

@testable import AppSupport

#if canImport(Glibc)
  import Glibc
#endif

/// An app bounds glibc's allocator when it starts serving, unless the operator configured it.
@Suite struct AllocatorLimitsTests {
  @Test func anOperatorsAllocatorSettingIsLeftAsTheyChose() {
    #expect(AllocatorLimits.apply(environment: ["MALLOC_ARENA_MAX": "8"]) == .leftToOperator("MALLOC_ARENA_MAX"))
    #expect(AllocatorLimits.apply(environment: ["MALLOC_MMAP_THRESHOLD_": "65536"]) == .leftToOperator("MALLOC_MMAP_THRESHOLD_"))
    #expect(
      AllocatorLimits.apply(environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=4"]) == .leftToOperator("GLIBC_TUNABLES"))
  }

  @Test func tunablesOfAnythingButTheAllocatorDoNotCount() {
    #expect(AllocatorLimits.operatorSetting(in: ["GLIBC_TUNABLES": "glibc.cpu.hwcaps=-AVX2_Usable"]) == nil)
    #expect(AllocatorLimits.operatorSetting(in: ["PATH": "/usr/bin"]) == nil)
  }

  #if canImport(Glibc)
    /// glibc's default raises its mmap threshold to the largest mapped block freed, after which
    /// large temporary buffers come from the arenas and stay in RSS once freed (the Quakes
    /// refresh's steps). With the limits a large block is still mapped on its own after that.
    @Test func aLargeBlockIsStillMappedOnItsOwnAfterALargerOneWasFreed() throws {
      #expect(AllocatorLimits.apply(environment: [:]) == .applied)
      let larger = try #require(malloc(4 << 20))
      free(larger)
      let block = try #require(malloc(512 << 10))
      defer { free(block) }
      // glibc's chunk header, the word before the block: its size, whose bit 1 says "mapped".
      let header = UnsafeRawPointer(block).load(fromByteOffset: -MemoryLayout<Int>.size, as: Int.self)
      #expect(header & 0x2 != 0)
      #expect(header & ~0x7 >= 512 << 10)
    }
  #endif
}
