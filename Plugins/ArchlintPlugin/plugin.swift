import Foundation
import PackagePlugin

/// `swift package archlint [--target NAME]… [ARGUMENTS…]`: runs `archlint check ARGUMENTS…` in the package's
/// directory, so that the package's `rules.json` is found and paths are reported relative to the package.
/// Each `--target NAME` checks that target's folder (the model is still the whole package).
@main
struct ArchlintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames)
        let package = context.package.directory.string
        let paths = targets.map { target -> String in
            let directory = target.directory.string
            return directory.hasPrefix(package + "/") ? String(directory.dropFirst(package.count + 1)) : directory
        }
        try Self.run(
            tool: try context.tool(named: "archlint").path.string, arguments: extractor.remainingArguments + paths,
            in: package)
    }

    /// Runs `archlint check ARGUMENTS…` in `directory`; throws when it exits with a non-zero code.
    static func run(tool: String, arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["check"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status == 0 else {
            let what = status == 1 ? "found architecture violations" : "failed with exit code \(status)"
            Diagnostics.error("archlint \(what)")
            throw ArchlintFailure(status: status)
        }
    }
}

/// archlint exited with a non-zero status.
struct ArchlintFailure: Error, CustomStringConvertible {
    var status: Int32

    var description: String { "archlint check exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ArchlintPlugin: XcodeCommandPlugin {
        /// From Xcode's project menu: checks the project's directory (its `rules.json` is found there or above).
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            _ = extractor.extractOption(named: "target")
            try Self.run(
                tool: try context.tool(named: "archlint").path.string, arguments: extractor.remainingArguments,
                in: context.xcodeProject.directory.string)
        }
    }
#endif
