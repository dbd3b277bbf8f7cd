import Foundation
import XCTest

/// The ways a team adopts archlint, simulated here: the GitHub Action's script run against a sample, and the
/// pre-commit hook given the staged files, exactly as `.pre-commit-hooks.yaml` declares it.
final class AdoptionFlowTests: XCTestCase {
    private var tree: ScratchTree!

    override func setUpWithError() throws {
        tree = try ScratchTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private struct Finished {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments` in `directory` with exactly `environment` (plus `PATH`).
    private func run(_ executable: String, _ arguments: [String], in directory: URL, environment: [String: String])
        throws -> Finished
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment.merging(
            ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], uniquingKeysWith: { $1 })
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Finished(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    func testTheActionScriptAnnotatesWritesSARIFAndReportsTheExitCode() throws {
        let sample = tree.url.appendingPathComponent("Samples/Shop")
        try FileManager.default.createDirectory(
            at: sample.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repositoryRoot.appendingPathComponent("Samples/Shop"), to: sample)
        try tree.write("github-output.txt", "")
        let script = Self.repositoryRoot.appendingPathComponent("Scripts/github-action.sh").path
        let finished = try run(
            script, ["check"], in: tree.url,
            environment: [
                "ARCHLINT": ArchlintProcess.executableURL.path, "ARCHLINT_PATHS": "Samples/Shop",
                "GITHUB_OUTPUT": tree.path("github-output.txt"),
                "ARCHLINT_HELP_BASE_URI": "https://example.com/rules-json.md",
            ])
        XCTAssertEqual(finished.status, 1, finished.stderr)
        let annotations = finished.stdout.split(separator: "\n")
        XCTAssertEqual(annotations.count, 5)
        XCTAssertTrue(annotations.allSatisfy { $0.hasPrefix("::error file=Samples/Shop/") }, finished.stdout)
        let sarif = try String(contentsOfFile: tree.path("archlint.sarif"), encoding: .utf8)
        XCTAssertTrue(sarif.contains("\"helpUri\": \"https://example.com/rules-json.md#rule-construction\""))
        XCTAssertEqual(
            try String(contentsOfFile: tree.path("github-output.txt"), encoding: .utf8),
            "exit-code=1\nsarif=archlint.sarif\n")
        let usage = try run(script, [], in: tree.url, environment: [:])
        XCTAssertEqual(usage.status, 2)
        XCTAssertEqual(usage.stderr, "usage: github-action.sh install PREFIX | check\n")
    }

    func testTheActionScriptReusesAnInstalledBinary() throws {
        try tree.write("prefix/bin/archlint", "#!/bin/sh\necho 'archlint 9.9.9'\n")
        XCTAssertEqual(chmod(tree.path("prefix/bin/archlint"), 0o755), 0)
        let script = Self.repositoryRoot.appendingPathComponent("Scripts/github-action.sh").path
        let finished = try run(script, ["install", tree.path("prefix")], in: tree.url, environment: [:])
        XCTAssertEqual(finished.status, 0, finished.stderr)
        XCTAssertEqual(finished.stdout, tree.path("prefix") + "/bin/archlint\n")
        XCTAssertEqual(finished.stderr, "archlint: using the cached archlint 9.9.9\n")
    }

    /// pre-commit runs the hook's `entry` with the staged files that match `types: [swift]` appended.
    func testThePreCommitHookFailsOnStagedFilesWithViolations() throws {
        let hooks = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let hook = hooks.components(separatedBy: "- id: ").first { $0.hasPrefix("archlint\n") } ?? ""
        XCTAssertTrue(hook.contains("\n  pass_filenames: true\n"), hook)
        XCTAssertTrue(hook.contains("\n  types: [swift]\n"), hook)
        let entryLine = hook.split(separator: "\n").first { $0.hasPrefix("  entry: ") } ?? ""
        let entry = entryLine.dropFirst("  entry: ".count).split(separator: " ").map(String.init)
        XCTAssertEqual(entry.first, "archlint")

        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write(
            "App/Domain/Order.swift", "struct Order {\n    let id: String\n}\n")
        try tree.write("App/Data/OrderDTO.swift", "struct OrderDTO {\n    let id: String\n}\n")
        try tree.write("App/Data/OrderService.swift", "final class OrderService {}\n")
        try tree.write("App/Presentation/OrderView.swift", "struct OrderView {\n    let order: OrderDTO\n}\n")
        try tree.write("App/Presentation/CartView.swift", "struct CartView {\n    let service: OrderService\n}\n")
        try tree.write("README.md", "# Shop\n")
        let staged = ["App/Presentation/OrderView.swift", "App/Presentation/CartView.swift", "README.md"]
        let swiftFiles = staged.filter { $0.hasSuffix(".swift") }
        let hookRun = runArchlint(Array(entry.dropFirst()) + swiftFiles, cwd: tree.url)
        XCTAssertEqual(hookRun.status, 1, hookRun.stderr)
        XCTAssertEqual(
            hookRun.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
            ["App/Presentation/CartView.swift:2:18:", "App/Presentation/OrderView.swift:2:16:", "2"])
        let clean = runArchlint(Array(entry.dropFirst()) + ["App/Domain/Order.swift"], cwd: tree.url)
        XCTAssertEqual(clean.status, 0, clean.stdout)
    }
}
