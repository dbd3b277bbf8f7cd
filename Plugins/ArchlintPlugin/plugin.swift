import Foundation
import PackagePlugin

/// `swift package archlint [ARGUMENTS…]`: runs `archlint check ARGUMENTS…` in the package's directory, so that
/// the package's `rules.json` is found and paths are reported relative to the package.
@main
struct ArchlintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "archlint")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = ["check"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
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
