import Foundation
import TestSupport
import XCTest

/// The ways a team adopts archlint, simulated here: the GitHub Action's script run against a sample, and the
/// pre-commit hook given the staged files, exactly as `.pre-commit-hooks.yaml` declares it.
final class AdoptionFlowTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree.remove()
    }

    /// Runs `executable` with `arguments` in `directory` with exactly `environment` (plus `PATH`).
    private func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String],
        file: StaticString = #filePath, line: UInt = #line
    ) -> ProcessResult {
        ProcessRunner.run(
            URL(fileURLWithPath: executable), arguments, in: directory,
            environment: environment.merging(
                ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], uniquingKeysWith: { $1 }),
            file: file, line: line)
    }

    func testTheActionScriptAnnotatesWritesSARIFAndReportsTheExitCode() throws {
        let sample = tree.url.appendingPathComponent("Samples/Shop")
        try FileManager.default.createDirectory(
            at: sample.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RepositoryFiles.url("Samples/Shop"), to: sample)
        try tree.write("github-output.txt", "")
        let script = RepositoryFiles.url("Scripts/github-action.sh").path
        let finished = run(
            script, ["check"], in: tree.url,
            environment: [
                "ARCHLINT": Archlint.executableURL.path, "ARCHLINT_PATHS": "Samples/Shop",
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
        let usage = run(script, [], in: tree.url, environment: [:])
        XCTAssertEqual(usage.status, 2)
        XCTAssertEqual(usage.stderr, "usage: github-action.sh install PREFIX | check\n")
    }

    func testTheActionScriptReusesAnInstalledBinary() throws {
        try tree.write("prefix/bin/archlint", "#!/bin/sh\necho 'archlint 9.9.9'\n")
        try tree.makeExecutable("prefix/bin/archlint")
        let script = RepositoryFiles.url("Scripts/github-action.sh").path
        let finished = run(script, ["install", tree.path("prefix")], in: tree.url, environment: [:])
        XCTAssertEqual(finished.status, 0, finished.stderr)
        XCTAssertEqual(finished.stdout, tree.path("prefix") + "/bin/archlint\n")
        XCTAssertEqual(finished.stderr, "archlint: using the cached archlint 9.9.9\n")
    }

    /// pre-commit runs the hook's `entry` with the staged files that match `types: [swift]` appended.
    func testThePreCommitHookFailsOnStagedFilesWithViolations() throws {
        let hooks = try String(
            contentsOf: RepositoryFiles.url(".pre-commit-hooks.yaml"), encoding: .utf8)
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
        let hookRun = Archlint.run(Array(entry.dropFirst()) + swiftFiles, in: tree.url)
        XCTAssertEqual(hookRun.status, 1, hookRun.stderr)
        XCTAssertEqual(
            hookRun.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
            ["App/Presentation/CartView.swift:2:18:", "App/Presentation/OrderView.swift:2:16:", "2"])
        let clean = Archlint.run(Array(entry.dropFirst()) + ["App/Domain/Order.swift"], in: tree.url)
        XCTAssertEqual(clean.status, 0, clean.stdout)
    }
}
