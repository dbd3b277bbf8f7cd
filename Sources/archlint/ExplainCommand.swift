import LayerRules

/// `archlint explain <rule-id | path:line | TypeName> [PATH…] [--config FILE]`.
enum ExplainCommand {
    static let spec = ArgumentSpec(valueOptions: ["--config"], flags: [])

    static func run(_ arguments: [String]) -> Int32 {
        return ExitCode.failure
    }
}
