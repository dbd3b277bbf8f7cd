#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// File-system failures made on purpose, so that tests reach the error paths that permissions cannot reach for
/// the superuser (an unreadable file or folder, a report that cannot be created or written) on every machine.
///
/// Empty by default: every call goes to the real file system, after one check of an empty array. Tests in the
/// same process set `faults`; in a debug build, a test that runs the binary names them in the environment
/// variable `ARCHLINT_INJECT_FAULTS`, as `call:path:effect` items separated by `;`, for example
/// `open:Domain/Secret.swift:EACCES;opendir:Domain/Locked:EACCES` (effects: `EACCES`, `EIO`, `ENOSPC`,
/// `EROFS`, or `stall`, which blocks the call until a signal ends the process). Release builds ignore the variable.
package enum InjectedFaults {
    /// The calls that can be made to fail.
    package enum Call: String, Sendable {
        /// Opening a file to read it (`FileReader`).
        case open
        /// Listing a folder (`SourceDiscovery`).
        case opendir
        /// Creating a report's file (`ReportWriter`); the path is the report's.
        case create
        /// Writing a report's bytes (`ReportWriter`); the path is the report's.
        case write
    }

    /// What a faulty call does.
    package enum Effect: Equatable, Sendable {
        /// Fails with this error number.
        case fail(Int32)
        /// Never returns: the process waits for a signal.
        case stall
    }

    /// One call on one path that fails.
    package struct Fault: Sendable {
        package var call: Call
        /// The path as the program uses it, or its end after a `/`.
        package var path: String
        package var effect: Effect

        package init(_ call: Call, _ path: String, _ effect: Effect) {
            self.call = call
            self.path = path
            self.effect = effect
        }

        func matches(_ call: Call, _ path: String) -> Bool {
            call == self.call && (path == self.path || path.hasSuffix("/" + self.path))
        }
    }

    /// The faults in force; set them before a run and clear them after it.
    nonisolated(unsafe) package static var faults: [Fault] = fromEnvironment()

    /// The error number `call` on `path` must fail with, or nil when the real call is to be made.
    package static func error(_ call: Call, _ path: String) -> Int32? {
        if faults.isEmpty { return nil }
        guard let fault = faults.first(where: { $0.matches(call, path) }) else { return nil }
        switch fault.effect {
        case .fail(let code): return code
        case .stall:
            while true { pause() }
        }
    }

    /// The faults named by `ARCHLINT_INJECT_FAULTS` in a debug build; none in a release build.
    private static func fromEnvironment() -> [Fault] {
        #if DEBUG
            guard let variable = getenv("ARCHLINT_INJECT_FAULTS") else { return [] }
            return parse(String(cString: variable))
        #else
            return []
        #endif
    }

    /// The faults described by `text` (`call:path:effect;…`); malformed items are ignored.
    package static func parse(_ text: String) -> [Fault] {
        let effects: [String: Effect] = [
            "EACCES": .fail(EACCES), "EIO": .fail(EIO), "ENOSPC": .fail(ENOSPC), "EROFS": .fail(EROFS), "stall": .stall,
        ]
        return text.split(separator: ";").compactMap { item in
            let parts = item.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3, let call = Call(rawValue: String(parts[0])), let effect = effects[String(parts[2])]
            else { return nil }
            return Fault(call, String(parts[1]), effect)
        }
    }
}
