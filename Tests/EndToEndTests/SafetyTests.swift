import Foundation
import TestSupport
import XCTest

/// What archlint promises about an untrusted tree (docs/safety.md): it runs nothing from it, writes nothing into it
/// except the file named as output, and treats the policy's patterns as globs, never as commands.
final class SafetyTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree.remove()
    }

    /// Code that creates `marker` when it runs, as a manifest, a source file, a script and fake tools on `PATH`.
    func testNothingInTheScannedTreeIsExecuted() throws {
        let marker = tree.path("marker")
        let create = "FileManager.default.createFile(atPath: \"\(marker)\", contents: nil)"
        try tree.write(
            "Project/Package.swift",
            "// swift-tools-version:5.9\nimport PackageDescription\nimport Foundation\n\(create)\n"
                + "let package = Package(name: \"Evil\")\n")
        try tree.write("Project/Domain/Main.swift", "#!/usr/bin/env swift\nimport Foundation\n\(create)\n")
        try tree.write("Project/Domain/Build.swift", "@main struct Build { static func main() { \(create) } }\n")
        try tree.write(
            "Project/rules.json",
            #"{"version": 1, "layers": [{"name": "Domain", "paths": ["Domain/**"]}], "rules": []}"#)
        for tool in ["swift", "swiftc", "git", "xcrun", "sh", "bash", "env", "make"] {
            try tree.write("Project/bin/\(tool)", "#!/bin/sh\ntouch '\(marker)'\n")
            try tree.makeExecutable("Project/bin/\(tool)")
        }
        for name in ["Project/Domain/Main.swift", "Project/Package.swift"] {
            try tree.makeExecutable(name)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = tree.path("Project/bin") + ":" + (environment["PATH"] ?? "")
        for command in [["check", "Project"], ["facts", "Project"], ["check", "Project", "--follow-symlinks"]] {
            let run = Archlint.run(command, in: tree.url, environment: environment)
            XCTAssertEqual(run.status, 0, "\(command): \(run.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "\(command) ran code from the tree")
        }
        let inside = Archlint.run(["check"], in: tree.url.appendingPathComponent("Project"), environment: environment)
        XCTAssertEqual(inside.stdout, "no violations in 3 files\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker))
    }

    func testCheckAndFactsWriteNothingInsideTheTree() throws {
        try tree.write("Project/Domain/User.swift", "import UIKit\nstruct User {}\n")
        try tree.write("Project/Data/Store.swift", "import Foundation\nstruct Store { let user = User() }\n")
        try tree.write("Project/Domain/Broken.swift", "let s = \"open\n/* open\n")
        try tree.link("Project/Data/Link.swift", to: "../Domain/User.swift")
        let before = try snapshot("Project")
        Thread.sleep(forTimeInterval: 0.02)
        for command in [
            ["check", "Project"], ["check", "Project", "--strict", "--verbose"],
            ["check", "Project", "--follow-symlinks"],
            ["facts", "Project"], ["check", "Project", "--explain-config"],
        ] {
            let run = Archlint.run(command, in: tree.url)
            XCTAssertTrue([0, 1].contains(run.status), "\(command): \(run.status) \(run.stderr)")
            XCTAssertEqual(try snapshot("Project"), before, "\(command) changed the tree")
        }
        let baseline = Archlint.run(["baseline", "Project", "--output", "outside.json"], in: tree.url)
        XCTAssertEqual(baseline.status, 0, baseline.stderr)
        XCTAssertEqual(try snapshot("Project"), before)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.path("outside.json")))
    }

    func testBaselineWritesOnlyItsOwnFile() throws {
        try tree.write("Project/Domain/User.swift", "import UIKit\n")
        let before = try snapshot("Project")
        let run = Archlint.run(["baseline"], in: tree.url.appendingPathComponent("Project"))
        XCTAssertEqual(run.status, 0, run.stderr)
        var after = try snapshot("Project")
        XCTAssertNotNil(after.removeValue(forKey: ".archlint-baseline.json"))
        after[""] = before[""]
        XCTAssertEqual(after, before)
    }

    /// Shell syntax in the policy is matched literally, as glob characters: nothing runs, nothing is removed.
    func testPolicyPatternsAreGlobsNotCommands() throws {
        let shell = ["$(touch pwned)", "; rm -rf Domain", "`touch pwned`", "| touch pwned", "&& touch pwned"]
        let list = (shell + ["../../**", "/etc/**"]).map { "\"\($0)\"" }.joined(separator: ", ")
        try tree.write(
            "Project/rules.json",
            """
            {"version": 1, "exclude": [\(list), "$(touch pwned).swift"],
             "layers": [{"name": "Domain", "paths": [\(list), "Domain/**"], "types": ["$(id)", "*; ls"],
                         "modules": ["`id`"]}],
             "rules": [{"id": "x; touch pwned", "kind": "imports", "layers": ["Domain"], "deny": [\(list), "UIKit"]}]}
            """)
        try tree.write("Project/Domain/User.swift", "import UIKit\n")
        try tree.write("Project/$(touch pwned).swift", "import UIKit\n")
        let run = Archlint.run(["check", "Project"], in: tree.url)
        for directory in [tree.url, tree.url.appendingPathComponent("Project")] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("pwned").path))
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.path("Project/Domain/User.swift")))
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(FindingSites.of(run.stdout), ["x; touch pwned Project/Domain/User.swift:1:1"])
        XCTAssertTrue(run.stdout.hasSuffix("\n1 violation (1 error, 0 warnings) in 1 file: x; touch pwned 1\n"))
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 2)
    }

    /// Every file and folder under `relative` with its type, size and modification time.
    private func snapshot(_ relative: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        let root = tree.path(relative)
        var pending = [""]
        while let directory = pending.popLast() {
            let path = directory.isEmpty ? root : root + "/" + directory
            for name in try FileManager.default.contentsOfDirectory(atPath: path) {
                let child = directory.isEmpty ? name : directory + "/" + name
                var info = stat()
                XCTAssertEqual(lstat(root + "/" + child, &info), 0)
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR { pending.append(child) }
                entries[child] = "\(type) \(info.st_size) \(modificationTime(info))"
            }
            var info = stat()
            XCTAssertEqual(lstat(path, &info), 0)
            entries[directory] = "dir \(modificationTime(info))"
        }
        return entries
    }

    private func modificationTime(_ info: stat) -> String {
        #if canImport(Darwin)
            return "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #else
            return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #endif
    }
}
