import Foundation
import TestSupport
import XCTest

/// Trees written to hurt: names that are workflow commands or escape sequences, pipes and devices where sources
/// are expected, names that are not UTF-8, roots given twice or as absolute paths, and files with millions of
/// violations.
final class HostileTreeTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree.remove()
    }

    /// The lines of `text` that GitHub Actions would read as a workflow command.
    private func workflowCommands(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " || $0 == "\t" }) }.filter { $0.hasPrefix("::") }
    }

    func testFileNamesCannotStartWorkflowCommands() throws {
        try tree.write("r/::error title=Injected::fake/Domain/A.swift", "import UIKit\n")
        try tree.write("r/::stop-commands::tok.swift", "let s = \"open\n")
        let root = tree.url.appendingPathComponent("r")
        let xcode = Archlint.run(["check", "--quiet"], in: root)
        XCTAssertEqual(xcode.status, 1, xcode.stderr)
        XCTAssertEqual(
            FindingSites.of(xcode.stdout), ["domain-imports ./::error title=Injected::fake/Domain/A.swift:1:1"])
        XCTAssertEqual(xcode.stdout.split(separator: "\n").count, 1, xcode.stdout)
        XCTAssertEqual(xcode.stderr, "./::stop-commands::tok.swift:1:9: warning: unterminated string literal\n")
        let github = Archlint.run(["check", "--format", "github"], in: root)
        XCTAssertEqual(github.status, 1, github.stderr)
        let commands = workflowCommands(github.stdout + github.stderr)
        XCTAssertEqual(commands.count, 2, github.stdout + github.stderr)
        XCTAssertTrue(
            commands.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") }, "\(commands)")
        let explicit = Archlint.run(["check", "::stop-commands::tok.swift", "."], in: root)
        XCTAssertEqual(workflowCommands(explicit.stdout + explicit.stderr), [])
    }

    func testControlCharactersInPackageNamesNeverReachTheTerminal() throws {
        try tree.write(
            "m/Package.swift",
            "// swift-tools-version:5.9\nimport PackageDescription\n\n"
                + "let package = Package(name: \"E\\n::error title=x::pkg\u{9B}31m\u{1B}]0;t\u{7}\", "
                + "targets: [.target(name: \"Core\")])\n")
        try tree.write("m/Sources/Core/C.swift", "struct C {}\n")
        let run = Archlint.run(["check", "m", "--explain-config"], in: tree.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stdout.contains("package 'E\\n::error title=x::pkg\\u{9B}31m\\u{1B}]0;t\\u{7}' (Package.swift)\n"),
            run.stdout)
        XCTAssertEqual(workflowCommands(run.stdout), [])
        XCTAssertFalse(
            run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    }

    func testExplainPrintsNoControlCharacters() throws {
        let name = "Domain/A\u{1B}]0;x\u{7}\u{9B}.swift"
        try tree.write("r/" + name, "import UIKit\nstruct UserDTO {}\n")
        let root = tree.url.appendingPathComponent("r")
        let escaped = "Domain/A\\u{1B}]0;x\\u{7}\\u{9B}.swift"
        let violation = Archlint.run(["explain", name + ":1"], in: root)
        XCTAssertEqual(violation.status, 0, violation.stderr)
        XCTAssertTrue(
            violation.stdout.hasPrefix("\(escaped):1:1: error: 'Domain' imports 'UIKit'"), violation.stdout)
        XCTAssertTrue(violation.stdout.contains("  code:        the imports of '\(escaped)', in 'Domain'"))
        let type = Archlint.run(["explain", "UserDTO"], in: root)
        XCTAssertEqual(type.status, 0, type.stderr)
        XCTAssertTrue(type.stdout.contains("  declared:    \(escaped):2:1\n"), type.stdout)
        for output in [violation.stdout, type.stdout] {
            XCTAssertFalse(
                output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        }
    }

    // MARK: - Files that are not regular files

    func testPipesAndDevicesNamedSwiftAreNamedOnceAndSkipped() throws {
        try tree.write("r/Domain/A.swift", "import Foundation\n")
        XCTAssertEqual(mkfifo(tree.path("r/Domain/Pipe.swift"), 0o644), 0)
        let run = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "no violations in 1 file (embedded default policy)\n")
        XCTAssertEqual(run.stderr, "archlint: warning: r/Domain/Pipe.swift: skipped: not a regular file\n")
    }

    func testExplicitNonRegularFilesAreRefusedWithoutReading() throws {
        try tree.write("r/Domain/A.swift", "import Foundation\n")
        try tree.link("r/Zero.swift", to: "/dev/zero")
        XCTAssertEqual(mkfifo(tree.path("fifo"), 0o644), 0)
        try tree.link("r/Fifo.swift", to: "../fifo")
        try tree.write("list.txt", "r/Zero.swift\nr/Fifo.swift\nr/Domain/A.swift\n")
        let listed = Archlint.run(["check", "--files-from", "list.txt"], in: tree.url)
        XCTAssertEqual(listed.status, 2)
        XCTAssertEqual(
            listed.stdout, "incomplete: 2 paths could not be read; 1 file checked (embedded default policy)\n")
        XCTAssertEqual(
            listed.stderr,
            "archlint: error: r/Zero.swift: cannot read file: not a regular file\n"
                + "archlint: error: r/Fifo.swift: cannot read file: not a regular file\n")
        for (option, message) in [
            ("--config", "cannot read '/dev/zero': not a regular file"),
            ("--baseline", "cannot read baseline '/dev/zero': not a regular file"),
            ("--files-from", "cannot read file list '/dev/zero': not a regular file"),
        ] {
            let run = Archlint.run(["check", "r", option, "/dev/zero"], in: tree.url)
            XCTAssertEqual(run.status, 2, option)
            XCTAssertEqual(run.stderr, "archlint: error: \(message)\n", option)
        }
        let fifoConfig = Archlint.run(["check", "r", "--config", "fifo"], in: tree.url)
        XCTAssertEqual(fifoConfig.stderr, "archlint: error: cannot read 'fifo': not a regular file\n")
    }

    func testAFileNameThatIsNotUTF8SaysSo() throws {
        try tree.write("r/Domain/A.swift", "import Foundation\n")
        var bytes = Array(tree.path("r/Domain/Bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_WRONLY | O_CREAT, 0o644)
            }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        let run = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "archlint: error: r/Domain/Bad\u{FFFD}.swift: name is not valid utf-8 (shown with U+FFFD); not read\n")
        try tree.write(
            "list.txt", bytes: Array("r/Domain/A.swift\nr/Domain/Bad".utf8) + [0xFF] + Array(".swift\n".utf8))
        let listed = Archlint.run(["check", "--files-from", "list.txt"], in: tree.url)
        XCTAssertEqual(listed.status, 2)
        XCTAssertEqual(
            listed.stderr,
            "archlint: error: cannot read file list 'list.txt': line 2 is not valid utf-8, so it cannot name a file\n")
    }

    // MARK: - Roots

    func testOverlappingRootsAreReadOnce() throws {
        try tree.write("r/Domain/A.swift", "import UIKit\n")
        try tree.write("r/Domain/B.swift", "import UIKit\n")
        let single = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(single.status, 1)
        for roots in [
            ["r", "r"], ["r", "./r/"], ["r", "r/Domain"], ["r/Domain/A.swift", "r"], [tree.path("r"), "r"],
        ] {
            let run = Archlint.run(["check"] + roots, in: tree.url)
            XCTAssertEqual(run.status, 1, "\(roots)")
            XCTAssertTrue(
                run.stdout.hasSuffix(
                    "2 violations (2 errors, 0 warnings) in 2 files: domain-imports 2 (embedded default policy)\n"),
                "\(roots): \(run.stdout)")
        }
    }

    func testAbsoluteRootsFindPackageTargetsLikeRelativeRoots() throws {
        for package in ["A", "B"] {
            try tree.write(
                "\(package)/Package.swift",
                "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"\(package)\", "
                    + "targets: [.target(name: \"Core\"), .testTarget(name: \"CoreTests\", dependencies: [\"Core\"])])\n"
            )
            try tree.write("\(package)/Sources/Core/C.swift", "struct C\(package) {}\n")
            try tree.write("\(package)/Tests/CoreTests/T.swift", "import UIKit\n")
        }
        let relative = Archlint.run(["check", "A", "B", "--explain-config"], in: tree.url)
        let absolute = Archlint.run(["check", tree.path("A"), tree.path("B"), "--explain-config"], in: tree.url)
        XCTAssertEqual(relative.status, 0, relative.stderr)
        XCTAssertEqual(absolute.status, 0, absolute.stderr)
        XCTAssertTrue(relative.stdout.contains("  target 'Core' (A/Sources/Core): no layer, 1 file\n"), relative.stdout)
        XCTAssertTrue(
            absolute.stdout.contains("  target 'Core' (\(tree.path("A"))/Sources/Core): no layer, 1 file\n"),
            absolute.stdout)
        XCTAssertEqual(absolute.stdout.replacingOccurrences(of: tree.url.path + "/", with: ""), relative.stdout)
    }

    // MARK: - Finding limits

    func testFindingsPastTheLimitsAreCountedAndAnnounced() throws {
        try tree.write("r/Domain/Many.swift", String(repeating: "import UIKit\n", count: 5))
        try tree.write("r/Domain/One.swift", "import UIKit\n")
        let run = Archlint.run(["check", "r", "--max-file-findings", "2"], in: tree.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 4)
        XCTAssertTrue(
            run.stdout.hasSuffix(
                "3 violations (3 errors, 0 warnings) in 2 files (3 more findings not reported): domain-imports 3"
                    + " (embedded default policy)\n"),
            run.stdout)
        XCTAssertEqual(
            run.stderr,
            "archlint: warning: r/Domain/Many.swift: 3 more findings not reported: at most 2 per file "
                + "(--max-file-findings)\n")
        let capped = Archlint.run(["check", "r", "--max-findings", "1", "--format", "json"], in: tree.url)
        XCTAssertEqual(capped.status, 1)
        XCTAssertTrue(capped.stdout.contains("5 more violations not reported: at most 1 per run (--max-findings)"))
        let bad = Archlint.run(["check", "r", "--max-findings", "0"], in: tree.url)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "archlint: error: '--max-findings' needs a whole number of at least 1, found '0'\n")
    }

    /// A 10 MB file of one violation after another: bounded findings, a bounded report, the cap announced.
    func testATenMegabyteFileOfViolationsGivesABoundedReport() throws {
        try tree.write("r/Domain/Hostile.swift", String(repeating: "import UIKit;", count: 800_000))
        let run = Archlint.run(["check", "r", "--format", "sarif", "--output", "out.sarif"], in: tree.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stderr,
            "archlint: warning: r/Domain/Hostile.swift: 799000 more findings not reported: at most 1000 per file "
                + "(--max-file-findings)\n"
                + "1000 violations (1000 errors, 0 warnings) in 1 file (799000 more findings not reported): "
                + "domain-imports 1000 (embedded default policy)\n")
        let size = try FileManager.default.attributesOfItem(atPath: tree.path("out.sarif"))[.size] as? Int ?? 0
        XCTAssertLessThan(size, 5_000_000)
    }
}
