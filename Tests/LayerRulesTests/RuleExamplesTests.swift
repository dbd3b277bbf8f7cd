import LayerRules
import SwiftScanner
import XCTest

/// Runs every rule kind's documented examples through the real scanner and the engine.
final class RuleExamplesTests: XCTestCase {
    /// An example's sources with the markers removed, and where the markers were.
    private struct PreparedExample {
        var files: [FileFacts]
        var markers: [String]
    }

    private func prepare(_ example: RuleExample, wrapping wrap: ((String) -> String)? = nil) -> PreparedExample {
        var files: [FileFacts] = []
        var markers: [String] = []
        for file in example.files {
            var source = ""
            var line = 1
            var column = 1
            for character in file.source {
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
            files.append(SourceScanner.scan(hasMarker ? (wrap?(source) ?? source) : source, path: file.path))
        }
        return PreparedExample(files: files, markers: markers)
    }

    private func findings(_ example: RuleExample, _ prepared: PreparedExample) -> [String] {
        RuleEngine.evaluate(policy: example.policy, files: prepared.files, root: ".", strict: true).violations.map {
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
}
