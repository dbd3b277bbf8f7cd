import Foundation
import PackagePlugin

/// Runs `archlint check` on a target's sources on every build that changes them, and fails the build on an
/// error. The output is in the compiler's form (`path:line:column: error: …`), which SwiftPM and Xcode show
/// inline. archlint finds the policy upward from the target's folder (the package's `rules.json`), builds the
/// model from the whole project and reports the violations in this target's files.
@main
struct ArchlintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.path)
        return [
            Self.check(
                tool: try context.tool(named: "archlint").path, paths: [target.directory], inputs: sources,
                name: target.name, workDirectory: context.pluginWorkDirectory)
        ]
    }

    /// `archlint check --format xcode PATHS…`, with a stamp file (a copy of the report) as its output so that
    /// the build system reruns it when an input changes.
    static func check(tool: Path, paths: [Path], inputs: [Path], name: String, workDirectory: Path) -> Command {
        let stamp = workDirectory.appending("\(name).archlint.txt")
        return .buildCommand(
            displayName: "archlint check \(name)", executable: tool,
            arguments: ["check", "--format", "xcode", "--report", "xcode:\(stamp.string)", "--"]
                + paths.map(\.string),
            inputFiles: inputs, outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ArchlintBuildPlugin: XcodeBuildToolPlugin {
        /// The Xcode target's Swift files; archlint finds the project (the nearest `rules.json` upward) from them.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let sources = target.inputFiles.filter { $0.path.extension == "swift" }.map(\.path)
            guard !sources.isEmpty else { return [] }
            return [
                Self.check(
                    tool: try context.tool(named: "archlint").path, paths: sources, inputs: sources,
                    name: target.displayName, workDirectory: context.pluginWorkDirectory)
            ]
        }
    }
#endif
