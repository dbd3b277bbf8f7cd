import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

AllocatorSettings.apply()
OutputSafety.install()
TemporaryFileGuard.install()
var status = CommandDispatch.run(Array(CommandLine.arguments.dropFirst()))
OutputSafety.finish(&status)
exit(status.code)
