import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exit codes: 0 clean, 1 violations, 2 usage, configuration or I/O error.
enum ExitCode {
    static let clean: Int32 = 0
    static let violations: Int32 = 1
    static let failure: Int32 = 2
}

OutputSafety.install()
TemporaryFileGuard.install()
exit(OutputSafety.finish(CommandDispatch.run(Array(CommandLine.arguments.dropFirst()))))
