import XCTest

@testable import archlint

#if canImport(Glibc)
    import Glibc
#endif

/// The allocator settings made at start-up: which environments keep glibc's defaults, and that glibc takes
/// each setting.
final class AllocatorSettingsTests: XCTestCase {
    func testSettingsApplyUnlessTheEnvironmentTunesTheAllocator() {
        XCTAssertTrue(AllocatorSettings.applies(tunables: nil))
        XCTAssertTrue(AllocatorSettings.applies(tunables: ""))
        XCTAssertTrue(AllocatorSettings.applies(tunables: "glibc.cpu.hwcaps=-AVX512F:glibc.pthread.rseq=0"))
        XCTAssertFalse(AllocatorSettings.applies(tunables: "glibc.malloc.top_pad=0"))
        XCTAssertFalse(AllocatorSettings.applies(tunables: "glibc.pthread.rseq=0:glibc.malloc.arena_max=1"))
    }

    func testGlibcAcceptsEverySetting() throws {
        #if canImport(Glibc)
            if let tunables = getenv("GLIBC_TUNABLES"), String(cString: tunables).contains("glibc.malloc.") {
                XCTAssertEqual(AllocatorSettings.apply(), [])
                return
            }
            XCTAssertEqual(AllocatorSettings.apply(), AllocatorSettings.settings)
        #else
            XCTAssertEqual(AllocatorSettings.apply(), [])
        #endif
    }
}
