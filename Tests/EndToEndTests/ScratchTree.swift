import Foundation
import XCTest

/// A scratch directory for one test, removed again at the end.
struct ScratchTree {
    let url: URL

    /// Creates an empty directory under the system's temporary directory.
    init(_ name: String = #function) throws {
        let safeName = name.filter { $0.isLetter || $0.isNumber }
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlint-\(safeName)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The absolute path of `relative` inside the tree.
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes `text` as UTF-8 to `relative`, creating folders as needed.
    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `relative`, creating folders as needed.
    func write(_ relative: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Creates the folder `relative` (and its parents).
    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent(relative), withIntermediateDirectories: true)
    }

    /// Creates a symbolic link at `relative` whose target is `destination`, as written.
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// Removes the tree, making its folders accessible first (tests take permissions away). Symbolic links
    /// are left alone, so nothing outside the tree changes.
    func remove() {
        var pending = [url.path]
        while let directory = pending.popLast() {
            chmod(directory, 0o755)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names {
                let child = directory + "/" + name
                var info = stat()
                if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { pending.append(child) }
            }
        }
        try? FileManager.default.removeItem(at: url)
    }
}

/// True when the tests run as the superuser, who reads files and enters folders whatever their permissions.
var runningAsRoot: Bool { geteuid() == 0 }
