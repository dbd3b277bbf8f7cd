// libFuzzer harness for the project files archlint reads besides sources: the bytes as an XcodeGen spec
// (XcodeGenReader, with the spec including itself), an Xcode project (XcodeProjectReader), a package manifest
// (ManifestReader) and a Tuist project manifest (TuistReader). Any bytes must read to an end without a trap, and
// every diagnostic must lie inside the file.
import SwiftScanner

/// The number of lines of `bytes`: the project formats end lines at `\n`; Swift also at a lone `\r`.
private func lineCount(_ bytes: UnsafeBufferPointer<UInt8>, swift: Bool) -> Int {
    var count = 1
    for index in bytes.indices {
        if bytes[index] == UInt8(ascii: "\n") {
            count += 1
        } else if swift, bytes[index] == UInt8(ascii: "\r"),
            index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")
        {
            count += 1
        }
    }
    return count
}

/// Traps (a finding for libFuzzer) when a diagnostic lies outside a file of `lines` lines or has no message.
private func check(_ position: SourcePosition, _ message: String, lines: Int, _ what: String) {
    guard position.line >= 1, position.line <= lines, position.column >= 1 else {
        fatalError("\(what) diagnostic at \(position.line):\(position.column) outside the file (\(lines) lines)")
    }
    precondition(!message.isEmpty, "\(what): empty diagnostic message")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
    let projectLines = lineCount(bytes, swift: false)
    let swiftLines = lineCount(bytes, swift: true)
    let spec = XcodeGenReader.read(path: "project.yml") { _ in Array(bytes) }
    for diagnostic in spec.diagnostics {
        check(diagnostic.position, diagnostic.message, lines: projectLines, "xcodegen")
    }
    for diagnostic in XcodeProjectReader.read(bytes, path: "App.xcodeproj/project.pbxproj").diagnostics {
        check(diagnostic.position, diagnostic.message, lines: projectLines, "xcode")
    }
    for diagnostic in ManifestReader.read(bytes, path: "Package.swift").diagnostics {
        check(diagnostic.position, diagnostic.message, lines: swiftLines, "package")
    }
    let tuist = TuistReader.read(bytes, path: "Project.swift", helpers: TuistHelpers()) { _ in true }
    for diagnostic in tuist.diagnostics {
        check(diagnostic.position, diagnostic.message, lines: swiftLines, "tuist")
    }
    return 0
}
