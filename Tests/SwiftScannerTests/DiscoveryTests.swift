import Foundation
import TestSupport
import XCTest

@testable import SwiftScanner

final class DiscoveryTests: XCTestCase {
    private var tree: TemporaryTree!
    private var root: String { tree.root }

    override func setUpWithError() throws {
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private func write(_ relative: String, _ contents: String = "struct S {}\n") throws {
        try tree.write(relative, contents)
    }

    private func link(_ relative: String, to destination: String) throws {
        try tree.link(relative, to: destination)
    }

    func testWalksRecursivelySkippingBuildFoldersAndHiddenEntries() throws {
        for file in [
            "App/Main.swift", "App/Views/Home View.swift", "App/Café/Ünïcode.swift", "App/it's \"quoted\".swift",
            "Package.swift", ".build/Gen.swift", "Pods/P.swift", "Carthage/C.swift", "DerivedData/D.swift",
            "node_modules/N.swift", ".git/G.swift", ".hidden/H.swift", "App/.Hidden.swift", "App/notes.txt",
            "Nested/Pods/Deep.swift", "Sources/Kit/Kit.docc/Resources/Tutorial-step1.swift",
            "App/Assets.xcassets/Icon.imageset/Stray.swift", "App/fr.lproj/Strings.swift",
            "App/Model.xcdatamodeld/Model.xcdatamodel/M.swift", "App/Settings.bundle/S.swift",
            "Vendor/Kit.framework/Headers/K.swift", "Vendor/Kit.xcframework/ios/K.swift",
            "App.xcworkspace/W.swift", "App/Assets.xcassetsBackup/Kept.swift", "App/lproj/AlsoKept.swift",
        ] {
            try write(file)
        }
        try FileManager.default.createDirectory(atPath: root + "/Folder.swift/Inner", withIntermediateDirectories: true)
        try write("Folder.swift/Inner/Real.swift")
        let found = SourceDiscovery.find([root])
        XCTAssertEqual(
            found.files.map(\.relativePath),
            [
                "App/Assets.xcassetsBackup/Kept.swift", "App/Café/Ünïcode.swift", "App/Main.swift",
                "App/Views/Home View.swift", "App/it's \"quoted\".swift", "App/lproj/AlsoKept.swift",
                "Folder.swift/Inner/Real.swift", "Package.swift",
            ])
        let unicode = found.files.first { $0.relativePath == "App/Café/Ünïcode.swift" }
        XCTAssertEqual(unicode?.path, root + "/App/Café/Ünïcode.swift")
        XCTAssertEqual(unicode?.root, root)
        XCTAssertEqual(found.problems, [])
    }

    func testEveryFolderOfAWideDeepTreeIsWalkedAndFilesComeInPathOrder() throws {
        // '-' and '.' sort before '/', '0' after it: path order is not the order folders are listed in.
        var expected = ["a-b.swift", "a.b/y.swift", "a/x.swift", "a0.swift", "A/z.swift"]
        for file in expected { try write(file) }
        var deep = "d1"
        for level in 2...12 { deep += "/d\(level)" }
        try write(deep + "/Deep.swift")
        expected.append(deep + "/Deep.swift")
        for folder in 0..<30 {
            for file in 0..<3 {
                try write("Wide/F\(folder)/File\(file).swift")
                expected.append("Wide/F\(folder)/File\(file).swift")
            }
            try write("Wide/F\(folder)/README.md", "# notes\n")
        }
        let found = SourceDiscovery.find([root])
        XCTAssertEqual(
            found.files.map(\.relativePath), expected.sorted { SourceDiscovery.bytesPrecede($0, $1) })
        let paths = found.files.map(\.relativePath)
        XCTAssertEqual(
            paths.filter { !$0.hasPrefix("Wide/") },
            ["A/z.swift", "a-b.swift", "a.b/y.swift", "a/x.swift", "a0.swift", deep + "/Deep.swift"])
        XCTAssertEqual(
            paths.filter { $0.hasPrefix("Wide/F1") }.prefix(4),
            ["Wide/F1/File0.swift", "Wide/F1/File1.swift", "Wide/F1/File2.swift", "Wide/F10/File0.swift"])
        XCTAssertEqual(found.problems, [])
    }

    func testProjectFilesAreFoundByTheirExactNames() throws {
        for file in [
            "App.xcodeproj/project.pbxproj", "App.xcodeproj/project.pbxproj.orig", "project.yml", "Kit/project.yml",
            "Kit/myproject.yml", "Kit/project.yaml", "Kit/Kit.swift",
        ] {
            try write(file)
        }
        XCTAssertEqual(
            SourceDiscovery.find([root], projectFiles: true).files.map(\.relativePath),
            ["App.xcodeproj/project.pbxproj", "Kit/Kit.swift", "Kit/project.yml", "project.yml"])
        XCTAssertEqual(SourceDiscovery.find([root]).files.map(\.relativePath), ["Kit/Kit.swift"])
    }

    func testFilesGivenDirectlyAndMissingRoots() throws {
        try write("One.swift")
        let cwd = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        let found = SourceDiscovery.find(["./One.swift", "Missing", "."])
        XCTAssertEqual(
            found.files,
            [
                DiscoveredFile(path: "./One.swift", root: "./One.swift", relativePath: "One.swift"),
                DiscoveredFile(path: "One.swift", root: ".", relativePath: "One.swift"),
            ])
        XCTAssertEqual(found.problems, [InputProblem(path: "Missing", message: "no such file or directory")])
    }

    func testSymlinksAreIgnoredByDefaultAndDanglingOnesReported() throws {
        try write("Real/A.swift")
        try link("Alias", to: root + "/Real")
        try link("Linked.swift", to: root + "/Real/A.swift")
        try link("Broken.swift", to: root + "/nowhere.swift")
        let found = SourceDiscovery.find([root])
        XCTAssertEqual(found.files.map(\.relativePath), ["Real/A.swift"])
        XCTAssertEqual(
            found.problems, [InputProblem(path: root + "/Broken.swift", message: "dangling symbolic link")])
    }

    func testFollowedSymlinksDoNotLoopOrLeaveTheRoot() throws {
        try write("Real/A.swift")
        try link("Real/Loop", to: root + "/Real")
        try link("Alias", to: root + "/Real")
        try link("Linked.swift", to: root + "/Real/A.swift")
        let outside = try TemporaryTree(["O.swift": "struct O {}"])
        try link("Outside", to: outside.root)
        let found = SourceDiscovery.find([root], followSymlinks: true)
        XCTAssertEqual(found.files.map(\.relativePath), ["Linked.swift", "Real/A.swift"])
        XCTAssertEqual(found.problems, [])
    }

    /// The listing failure is injected (`InjectedFaults`): permissions do not stop the superuser, who runs CI.
    func testUnreadableDirectoriesAreReportedAndSkipped() throws {
        try write("Open/A.swift")
        try write("Locked/B.swift")
        try write("Locked/Inner/C.swift")
        InjectedFaults.faults = [InjectedFaults.Fault(.opendir, root + "/Locked", .fail(EACCES))]
        defer { InjectedFaults.faults = [] }
        for followSymlinks in [false, true] {
            let found = SourceDiscovery.find([root], followSymlinks: followSymlinks)
            XCTAssertEqual(found.files.map(\.relativePath), ["Open/A.swift"], "\(followSymlinks)")
            XCTAssertEqual(
                found.problems,
                [InputProblem(path: root + "/Locked", message: "cannot open directory: permission denied")],
                "\(followSymlinks)")
        }
    }

    func testUnreadableRootIsOneProblem() throws {
        try write("A.swift")
        InjectedFaults.faults = [InjectedFaults.Fault(.opendir, root, .fail(EIO))]
        defer { InjectedFaults.faults = [] }
        let found = SourceDiscovery.find([root])
        XCTAssertEqual(found.files, [])
        XCTAssertEqual(
            found.problems, [InputProblem(path: root, message: "cannot open directory: input/output error")])
    }

    func testFileListParsing() {
        XCTAssertEqual(
            FileListReader.parse("A.swift\n\nB C.swift\r\n  \nD.swift"), ["A.swift", "B C.swift", "D.swift"])
        XCTAssertThrowsError(try FileListReader.read(root + "/none.txt")) { error in
            XCTAssertEqual("\(error)", "cannot read file list '\(root)/none.txt': no such file or directory")
        }
    }
}

final class ParallelScannerTests: XCTestCase {
    func testResultsKeepInputOrderAndReadFailuresAreValues() throws {
        let tree = try TemporaryTree()
        let root = tree.root
        var files: [DiscoveredFile] = []
        for index in 0..<200 {
            let name = "F\(index).swift"
            try "struct Type\(index) {}\n".write(toFile: root + "/" + name, atomically: false, encoding: .utf8)
            files.append(DiscoveredFile(path: root + "/" + name, root: root, relativePath: name))
        }
        files.insert(DiscoveredFile(path: root + "/Gone.swift", root: root, relativePath: "Gone.swift"), at: 100)
        let outcomes = ParallelScanner.scan(files, workers: 4)
        XCTAssertEqual(outcomes.count, 201)
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .scanned(let facts):
                let number = index < 100 ? index : index - 1
                XCTAssertEqual(facts.path, "F\(number).swift")
                XCTAssertEqual(facts.declarations.map(\.name), ["Type\(number)"])
            case .failed(let path, let message):
                XCTAssertEqual(index, 100)
                XCTAssertEqual(path, root + "/Gone.swift")
                XCTAssertEqual(message, "cannot read file: no such file or directory")
            }
        }
        XCTAssertEqual(ParallelScanner.scan([]).count, 0)
    }

    func testLargeFileGrowsTheBuffer() throws {
        let tree = try TemporaryTree()
        let path = tree.path("Large.swift")
        let source = String(repeating: "let x = Foo.bar\n", count: 50_000)
        try source.write(toFile: path, atomically: false, encoding: .utf8)
        let outcomes = ParallelScanner.scan([DiscoveredFile(path: path, root: path, relativePath: "Large.swift")])
        guard case .scanned(let facts) = outcomes.first else { return XCTFail("not scanned") }
        XCTAssertEqual(facts.byteCount, source.utf8.count)
        XCTAssertEqual(facts.memberUses.count, 50_000)
        XCTAssertEqual(facts.lineCount, 50_000)
    }
}
