import LayerRules
import SwiftScanner
import XCTest

/// Runs every rule kind's documented examples through the real scanner and the engine.
final class RuleExamplesTests: XCTestCase {
    /// An example's sources with the markers removed, and where the markers were.
    private struct PreparedExample {
        var files: [FileFacts]
        var markers: [String]
        /// The example's `Package.swift` files, read as manifests.
        var packages: PackageGraph
    }

    private func prepare(
        _ example: RuleExample, wrapping wrap: ((String) -> String)? = nil, editing edit: ((String) -> String)? = nil
    ) -> PreparedExample {
        var files: [FileFacts] = []
        var markers: [String] = []
        var manifests: [PackageManifest] = []
        for file in example.files {
            let written = edit?(file.source) ?? file.source
            var source = ""
            var line = 1
            var column = 1
            for character in written {
                if character == RuleExample.marker {
                    markers.append("\(file.path):\(line):\(column)")
                    continue
                }
                source.append(character)
                if character == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += character.utf8.count
                }
            }
            let hasMarker = file.source.contains(RuleExample.marker)
            if ManifestReader.isManifestName(String(file.path.split(separator: "/").last ?? "")) {
                manifests.append(ManifestReader.read(source, path: file.path))
                continue
            }
            files.append(SourceScanner.scan(hasMarker ? (wrap?(source) ?? source) : source, path: file.path))
        }
        let packages = PackageGraph(manifests: manifests) { folder in
            example.files.contains { $0.path.hasPrefix(folder + "/") }
        }
        return PreparedExample(files: files, markers: markers, packages: packages)
    }

    private func findings(_ example: RuleExample, _ prepared: PreparedExample) -> [String] {
        RuleEngine.evaluate(
            policy: example.policy, files: prepared.files, root: ".", strict: true, packages: prepared.packages
        ).violations.map {
            "\($0.path):\($0.position.line):\($0.position.column)"
        }
    }

    func testTriggeringExamplesFireExactlyAtTheMarkers() {
        for description in RuleCatalog.descriptions {
            XCTAssertFalse(description.triggeringExamples.isEmpty, description.kind)
            for example in description.triggeringExamples {
                let prepared = prepare(example)
                XCTAssertFalse(prepared.markers.isEmpty, description.kind)
                XCTAssertEqual(findings(example, prepared), prepared.markers.sorted(), description.kind)
            }
        }
    }

    func testNonTriggeringExamplesDoNotFire() {
        for description in RuleCatalog.descriptions {
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, description.kind)
            for example in description.nonTriggeringExamples {
                let prepared = prepare(example)
                XCTAssertEqual(prepared.markers, [], description.kind)
                XCTAssertEqual(findings(example, prepared), [], description.kind)
            }
        }
    }

    func testTriggeringCodeInsideCommentsOrStringsDoesNotFire() {
        let wrappings: [(String, (String) -> String)] = [
            ("line comments", { source in source.split(separator: "\n").map { "// " + $0 }.joined(separator: "\n") }),
            ("block comment", { "/*\n" + $0 + "\n*/\n" }),
            ("string literal", { "let source = #\"\"\"\n" + $0 + "\n\"\"\"#\n" }),
        ]
        for description in RuleCatalog.descriptions {
            for example in description.triggeringExamples {
                for (name, wrap) in wrappings {
                    let prepared = prepare(example, wrapping: wrap)
                    XCTAssertEqual(findings(example, prepared), [], "\(description.kind) in \(name)")
                }
            }
        }
    }

    // MARK: - Triggering examples edited the way real files differ from them

    /// Text before the code that shifts columns: Korean and an emoji with a skin-tone modifier, in a comment.
    private static let multiBytePrefix = "/* 한국어 설명 👋🏽 */ "

    /// Each file with a marker, behind `// archlint:disable <rule-id> -- <reason>`: nothing fires, and the
    /// suppression is used (the run is strict, so an unused one would be reported).
    func testTriggeringExamplesBehindADisableCommentDoNotFire() {
        for description in RuleCatalog.descriptions {
            for example in description.triggeringExamples {
                let disable = "// archlint:disable \(example.rule.name) -- kept until the module is split\n"
                let prepared = prepare(example, editing: { $0.contains(RuleExample.marker) ? disable + $0 : $0 })
                XCTAssertEqual(findings(example, prepared), [], description.kind)
            }
        }
    }

    /// A comment with multi-byte characters before the code of each line with a marker: the findings move right
    /// by the prefix's length in UTF-8 bytes, the unit of columns.
    func testTriggeringExamplesWithAMultiBytePrefixKeepTheirColumns() {
        let prefix = Self.multiBytePrefix
        for description in RuleCatalog.descriptions {
            for example in description.triggeringExamples {
                let prepared = prepare(
                    example,
                    editing: { source in
                        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                            line.contains(RuleExample.marker) ? prefix + line : String(line)
                        }.joined(separator: "\n")
                    })
                XCTAssertEqual(findings(example, prepared), prepared.markers.sorted(), description.kind)
                XCTAssertEqual(
                    prepared.markers, prepare(example).markers.map { shifted($0, columns: prefix.utf8.count) },
                    "\(description.kind): columns in UTF-8 bytes")
            }
        }
    }

    /// `#!/usr/bin/env swift` on the first line of every file: the findings move down one line.
    func testTriggeringExamplesAfterAShebangLineMoveDownOneLine() {
        for description in RuleCatalog.descriptions {
            for example in description.triggeringExamples {
                let prepared = prepare(example, editing: { "#!/usr/bin/env swift\n" + $0 })
                XCTAssertEqual(findings(example, prepared), prepared.markers.sorted(), description.kind)
                XCTAssertEqual(
                    prepared.markers, prepare(example).markers.map { shifted($0, lines: 1) },
                    "\(description.kind): one line down")
            }
        }
    }

    /// `path:line:column` moved by `lines` and `columns`.
    private func shifted(_ marker: String, lines: Int = 0, columns: Int = 0) -> String {
        let parts = marker.split(separator: ":")
        return "\(parts[0]):\(Int(parts[1])! + lines):\(Int(parts[2])! + columns)"
    }
}
