import Foundation
import TestSupport
import XCTest

/// Runs `archlint check` on every reference sample under `Samples/` with the default policy and compares the
/// output with the sample's `expected.txt`, line by line. Each sample is copied out of this repository first
/// (to `<scratch>/Samples/<name>`): inside it, the repository's own `rules.json` would make the whole
/// repository the sample's project.
final class SamplesTests: XCTestCase {
    func testFeelTalkBeforeReportsEveryViolationOfTheReview() throws {
        try assertSample("Samples/FeelTalk/Before", exitCode: 1)
    }

    func testFeelTalkAfterIsClean() throws {
        try assertSample("Samples/FeelTalk/After", exitCode: 0)
    }

    func testShopReportsTheViewModelAndViewThatBuildImplementations() throws {
        try assertSample("Samples/Shop", exitCode: 1)
    }

    func testShopRepositoryInDataReportsDomainReachingIntoData() throws {
        try assertSample("Samples/ShopRepositoryInData", exitCode: 1)
    }

    func testMoviesCleanIsClean() throws {
        try assertSample("Samples/Movies/Clean", exitCode: 0)
    }

    func testMoviesMistakesReportsTheFourCommonMistakes() throws {
        try assertSample("Samples/Movies/Mistakes", exitCode: 1)
    }

    func testCourierReportsOnlyTheReactorInNestedFoldersPreviewsAndCoordinators() throws {
        try assertSample("Samples/Courier", exitCode: 1)
    }

    func testLedgerReportsTheDomainEntityInLayerFoldersWithRoleFolders() throws {
        try assertSample("Samples/Ledger", exitCode: 1)
    }

    func testModularReportsManifestImportAndReExportViolations() throws {
        try assertSample("Samples/Modular", exitCode: 1)
    }

    func testModularBankResolvesNamesThroughModulesAndReportsOnlyTheDebugMenu() throws {
        try assertSample("Samples/ModularBank", exitCode: 1)
    }

    func testXcodeLayersReportsPresentationReachingIntoTheDataFramework() throws {
        try assertSample("Samples/XcodeLayers", exitCode: 1)
    }

    func testTuistAppReportsDomainDependingOnDataInProjectSwift() throws {
        try assertSample("Samples/TuistApp", exitCode: 1)
    }

    func testEpisodesReadsSpacedFoldersAndFeatureContractsAndReportsTheBaseProtocolAndTheNetworkError() throws {
        try assertSample("Samples/Episodes", exitCode: 1)
    }

    func testRecipesReadsLowercaseFoldersAndKeepsTheEntryPointAndDIFeaturesInTheCompositionRoot() throws {
        try assertSample("Samples/Recipes", exitCode: 1)
    }

    func testStreamsReadsAModulesPackageASharedToolboxAndADisplayModelNamedLikeADTO() throws {
        try assertSample("Samples/Streams", exitCode: 1)
    }

    func testForgeReadsAScreenNamedAfterARoleAndPlacesOnlyAFeaturesUICode() throws {
        try assertSample("Samples/Forge", exitCode: 1)
    }

    func testXcodeGenAppReportsAnUndeclaredImportOfTheDataTarget() throws {
        try assertSample("Samples/XcodeGenApp", exitCode: 1)
    }

    // MARK: - Helpers

    private func assertSample(
        _ sample: String, exitCode: Int32, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let root = RepositoryFiles.root
        let expectedURL = root.appendingPathComponent(sample).appendingPathComponent("expected.txt")
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)

        let scratch = try TemporaryTree()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent(sample).deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent(sample), to: scratch.url.appendingPathComponent(sample))

        let run = Archlint.run(["check", sample], in: scratch.url)

        let expectedLines = Self.lines(of: expected)
        let actualLines = Self.lines(of: run.stdout)
        if expectedLines != actualLines {
            XCTFail(
                "archlint check \(sample) differs from its expected.txt:\n"
                    + LineDiff.unified(expected: expectedLines, actual: actualLines),
                file: file, line: line)
        }
        XCTAssertEqual(run.status, exitCode, "exit code of archlint check \(sample)", file: file, line: line)
        XCTAssertEqual(run.stderr, "", "stderr of archlint check \(sample)", file: file, line: line)
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }
}
