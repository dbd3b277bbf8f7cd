#if canImport(Glibc)
    import Glibc
#endif

/// How glibc's allocator is set up for a run, once, at start-up, before any worker thread exists.
///
/// A check allocates as it goes and gives back little before it exits: the facts of every file stay, the
/// workers' token and read buffers grow with the largest file, and each stage's arrays replace the last
/// one's. With glibc's defaults, a buffer over 128 KiB is mapped and unmapped on its own, the heap returns
/// its top to the system when a stretch is freed, and it grows by what each request needs: the same memory
/// is handed back and faulted in again, page by page, from both cores (11,200 page faults on 1.2 million
/// lines, a quarter of the system time). These settings keep freed memory for reuse and grow the heap in
/// large steps; they change no limit on what a run may use.
///
/// A user who tunes the allocator through `GLIBC_TUNABLES` keeps their settings: nothing is changed then.
/// Other C libraries (macOS, musl) are left as they are.
enum AllocatorSettings {
    /// One setting: `mallopt`'s parameter number (from glibc's `malloc.h`) and value.
    struct Setting: Equatable {
        var name: String
        var parameter: Int32
        var value: Int32
    }

    /// What is set: freed memory is trimmed from the heap only past 256 MiB, the heap grows 64 MiB beyond
    /// each request, and only blocks over 32 MiB get mappings of their own.
    static let settings = [
        Setting(name: "M_TRIM_THRESHOLD", parameter: -1, value: 256 << 20),
        Setting(name: "M_TOP_PAD", parameter: -2, value: 64 << 20),
        Setting(name: "M_MMAP_THRESHOLD", parameter: -3, value: 32 << 20),
    ]

    /// Whether the settings apply, given the value of `GLIBC_TUNABLES`: not when it sets any
    /// `glibc.malloc.` tunable.
    static func applies(tunables: String?) -> Bool {
        guard let tunables else { return true }
        return !tunables.contains("glibc.malloc.")
    }

    /// Applies the settings where glibc's `mallopt` exists and the environment does not tune the allocator;
    /// returns those that `mallopt` accepted.
    @discardableResult
    static func apply() -> [Setting] {
        #if canImport(Glibc)
            let tunables = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
            guard applies(tunables: tunables), let symbol = dlsym(nil, "mallopt") else { return [] }
            typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
            let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
            return settings.filter { mallopt($0.parameter, $0.value) == 1 }
        #else
            return []
        #endif
    }
}
