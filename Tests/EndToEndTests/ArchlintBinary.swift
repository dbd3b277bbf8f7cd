import Foundation
import XCTest

/// Finds the built `archlint` executable: SwiftPM puts it in the same build directory as the test bundle.
enum ArchlintBinary {
    /// The `archlint` executable next to the test bundle.
    static var url: URL {
        buildDirectory.appendingPathComponent("archlint")
    }

    /// On macOS the tests run inside `<build>/<package>PackageTests.xctest`, loaded by `xctest`; on Linux the
    /// test executable itself is the main bundle and lives directly in `<build>`.
    private static var buildDirectory: URL {
        #if os(macOS)
            if let testBundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return testBundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }
}

/// The result of one `archlint` run.
struct ArchlintRun {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `archlint` with `arguments`, in `directory`, and waits for it.
    static func run(_ arguments: [String], in directory: URL) throws -> ArchlintRun {
        let process = Process()
        process.executableURL = ArchlintBinary.url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()

        var errorData = Data()
        let errorReader = DispatchGroup()
        errorReader.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            errorReader.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorReader.wait()
        process.waitUntilExit()

        return ArchlintRun(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
