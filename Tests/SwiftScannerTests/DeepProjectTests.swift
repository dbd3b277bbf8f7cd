import XCTest

@testable import SwiftScanner

/// Xcode projects nested deeper than any project nests them: paths stay within the systems' limit, so memory
/// stays in proportion to the file.
final class DeepProjectTests: XCTestCase {
    /// 3,000 groups, each the only child of the one above, each adding `Folder/` to the path: the file at the
    /// bottom would have a 21 KB path (the 586th group passes 4,096 bytes), and 40,000 such groups (a 3 MB
    /// project file) took 1.6 GB of paths.
    func testGroupsNestedPastThePathLimitLeaveTheirFilesUnread() {
        let depth = 3000
        var objects = [
            "B1 = {isa = PBXBuildFile; fileRef = F1; };",
            "B2 = {isa = PBXBuildFile; fileRef = F2; };",
            "F1 = {isa = PBXFileReference; path = Deep.swift; sourceTree = \"<group>\"; };",
            "F2 = {isa = PBXFileReference; path = Top.swift; sourceTree = \"<group>\"; };",
        ]
        for level in 0..<depth {
            let children = level == 0 ? "G1, F2" : level + 1 < depth ? "G\(level + 1)" : "F1"
            objects.append(
                "G\(level) = {isa = PBXGroup; children = (\(children)); path = Folder; sourceTree = \"<group>\"; };")
        }
        objects += [
            "P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };",
            "T1 = {isa = PBXNativeTarget; buildPhases = (P1); dependencies = (); name = App; "
                + "productType = \"com.apple.product-type.application\"; };",
            "R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };",
        ]
        let project =
            "// !$*UTF8*$!\n{\nobjects = {\n" + objects.joined(separator: "\n") + "\n};\nrootObject = R1;\n}\n"
        let manifest = XcodeProjectReader.read(project, path: "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(manifest.targets.map(\.module.name), ["App"])
        XCTAssertEqual(manifest.targets[0].sources.map(\.path), ["Folder/Top.swift"])
        XCTAssertEqual(
            manifest.diagnostics.map { "\($0.position.line): \($0.message)" },
            [
                "593: a group's path is longer than 4096 bytes (groups nested too deep); the files under it are not "
                    + "read"
            ])
    }
}
