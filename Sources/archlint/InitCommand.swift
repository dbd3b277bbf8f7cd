import LayerRules

/// `archlint init [PATH] [--force] [--output FILE]`.
enum InitCommand {
    static func run(_ arguments: [String]) -> Int32 {
        return ExitCode.failure
    }
}
