import TestSupport
import XCTest

@testable import LayerRules

/// Exact output of every report format, compared with the files in `Tests/Fixtures/Reports` (where
/// `{{archlint-version}}` stands for `ArchlintVersion.current`).
final class ReportFormatTests: XCTestCase {
    private static let fileExtensions: [ReportFormat: String] = [
        .json: "json", .sarif: "sarif", .github: "github.txt", .junit: "junit.xml", .checkstyle: "checkstyle.xml",
        .gitlab: "gitlab.json", .markdown: "md",
    ]

    private func assertMatchesFixture(
        _ format: ReportFormat, _ outcome: CheckOutcome, _ name: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let fixture = "Tests/Fixtures/Reports/\(name).\(Self.fileExtensions[format]!)"
        // The fixtures name archlint's version as a placeholder, so that a new version changes one constant only.
        let expected = try RepositoryFiles.text(fixture)
            .replacingOccurrences(of: "{{archlint-version}}", with: ArchlintVersion.current)
        let actual = format.reporter().render(outcome)
        XCTAssertEqual(actual, expected, "\(format) output differs from \(fixture)", file: file, line: line)
    }

    func testEveryFormatRendersTheRealisticOutcomeExactly() throws {
        for format in ReportFormat.allCases where format != .xcode {
            try assertMatchesFixture(format, ReportFixtures.realistic, "realistic")
        }
    }

    func testEveryFormatEscapesAnAwkwardPathAndMessageExactly() throws {
        for format in ReportFormat.allCases where format != .xcode {
            try assertMatchesFixture(format, ReportFixtures.awkward, "awkward")
        }
    }

    func testGitHubAnnotationEscapesPropertiesAndMessage() {
        let outcome = ReportFixtures.awkward
        var violation = outcome.violations[0]
        violation.path = "a,b:c%d.swift"
        violation.summary = "50% done\r\nnext: a,b"
        let text = GitHubReporter().render(
            CheckOutcome(
                root: ".", policy: outcome.policy, rules: outcome.rules, violations: [violation], fileCount: 1,
                lineCount: 1, declarationCount: 0, problems: []))
        XCTAssertEqual(
            text, "::error file=a%2Cb%3Ac%25d.swift,line=3,col=7,title=domain-imports::50%25 done%0D%0Anext: a,b\n")
    }

    func testMarkdownCellKeepsTableIntact() {
        XCTAssertEqual(
            MarkdownText.escape("a|b\r\nc\nd <e> & `f` *g*"), "a\\|b<br>c<br>d &lt;e&gt; &amp; \\`f\\` \\*g\\*")
    }

    func testXMLEscapingReplacesForbiddenControlCharacters() {
        XCTAssertEqual(XMLText.escapeAttribute("a\u{0}b\u{1B}c\td'e"), "a\u{FFFD}b\u{FFFD}c&#9;d&apos;e")
        XCTAssertEqual(XMLText.escapeContent("x<y>&\"'\n\u{7}"), "x&lt;y&gt;&amp;\"'\n\u{FFFD}")
    }

    func testCleanOutcome() {
        let clean = ReportFixtures.clean
        XCTAssertEqual(GitHubReporter().render(clean), "")
        XCTAssertEqual(
            MarkdownReporter().render(clean),
            "## archlint: no violations in 1 file\n\nNo layer boundary is crossed the wrong way.\n")
        XCTAssertEqual(GitHubReporter.stepSummary(clean), MarkdownReporter().render(clean))
        XCTAssertEqual(
            JUnitReporter().render(clean),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="archlint" tests="1" failures="0">
              <testsuite name="domain-imports" tests="1" failures="0">
                <testcase name="domain-imports" classname="domain-imports"/>
              </testsuite>
            </testsuites>

            """)
        XCTAssertEqual(
            CheckstyleReporter().render(clean),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        XCTAssertEqual(GitLabReporter().render(clean), "[]\n")
    }

    func testSARIFMapsAnAbsoluteRootToAFileURIBase() {
        var outcome = ReportFixtures.awkward
        outcome.root = "/home/ci/My Project"
        let run = firstRun(of: outcome)
        XCTAssertEqual(
            run?["originalUriBaseIds"],
            .object([("%SRCROOT%", .object([("uri", .string("file:///home/ci/My%20Project/"))]))]))
        guard case .array(let results)? = run?["results"], case .array(let locations)? = results.first?["locations"]
        else { return XCTFail("no result location") }
        XCTAssertEqual(
            locations.first?["physicalLocation"]?["artifactLocation"],
            .object([
                ("uri", .string("Pr%C3%A9sentation/Vue%20%22x%22%20%3Ca%26b%3E.swift")),
                ("uriBaseId", .string("%SRCROOT%")),
            ]))
        XCTAssertEqual(
            SARIFReporter.problemArtifact(outcome, path: "/home/ci/My Project/A b.swift"),
            .object([("uri", .string("A%20b.swift")), ("uriBaseId", .string("%SRCROOT%"))]))
        XCTAssertEqual(
            SARIFReporter.problemArtifact(outcome, path: "/elsewhere/C.swift"),
            .object([("uri", .string("file:///elsewhere/C.swift"))]))
        XCTAssertNotNil(firstRun(of: ReportFixtures.realistic))
        XCTAssertNil(firstRun(of: ReportFixtures.realistic)?["originalUriBaseIds"])
    }

    private func firstRun(of outcome: CheckOutcome) -> JSONValue? {
        guard case .array(let runs)? = SARIFReporter().document(outcome)["runs"] else { return nil }
        return runs.first
    }

    func testSARIFRuleNames() {
        XCTAssertEqual(SARIFReporter.ruleName("no-singletons-in-domain"), "NoSingletonsInDomain")
        XCTAssertEqual(SARIFReporter.ruleName("acyclic_layers2"), "AcyclicLayers2")
    }

    func testReportRequestParsing() throws {
        XCTAssertEqual(
            try ReportRequest.parse("sarif:out/archlint.sarif"),
            ReportRequest(format: .sarif, path: "out/archlint.sarif"))
        XCTAssertEqual(try ReportRequest.parse("json:C:/x.json"), ReportRequest(format: .json, path: "C:/x.json"))
        XCTAssertEqual(try ReportRequest.parse("markdown:-"), ReportRequest(format: .markdown, path: "-"))
        XCTAssertThrowsError(try ReportRequest.parse("sarf:x.sarif")) { error in
            XCTAssertEqual("\(error)", "unknown report format 'sarf'; did you mean 'sarif'?")
        }
        XCTAssertThrowsError(try ReportRequest.parse("html:x.html")) { error in
            XCTAssertEqual(
                "\(error)",
                "unknown report format 'html'; use one of xcode, json, sarif, github, junit, checkstyle, gitlab, markdown"
            )
        }
        XCTAssertThrowsError(try ReportRequest.parse("sarif")) { error in
            XCTAssertEqual("\(error)", "report 'sarif' needs the form FORMAT:PATH, e.g. 'sarif:archlint.sarif'")
        }
    }
}
