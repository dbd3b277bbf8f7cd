import Foundation

/// A temporary folder of files for one test, removed by `remove()` or when the value is released.
public final class TemporaryTree {
    public let url: URL

    /// The folder's absolute path.
    public var root: String { url.path }

    /// Creates a fresh folder under the system's temporary directory, named after the test, holding `files`
    /// (relative path to UTF-8 contents).
    public init(_ files: [String: String] = [:], name: String = #function) throws {
        let safeName = name.filter { $0.isLetter || $0.isNumber }
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlint-\(safeName)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, contents) in files { try write(path, contents) }
    }

    deinit { remove() }

    /// The absolute path of `relative` inside the tree.
    public func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// The URL of `relative` inside the tree.
    public func url(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Writes `text` as UTF-8 to `relative`, creating folders as needed.
    public func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `relative`, creating folders as needed.
    public func write(_ relative: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// The UTF-8 text of `relative`.
    public func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// The names in the folder `relative` (the tree itself by default), sorted.
    public func names(in relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? root : path(relative)).sorted()
    }

    /// Creates the folder `relative` (and its parents).
    public func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent(relative), withIntermediateDirectories: true)
    }

    /// Creates a symbolic link at `relative` whose target is `destination`, as written.
    public func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// Makes `relative` executable (a script the tests run).
    public func makeExecutable(_ relative: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path(relative))
    }

    /// Removes the tree; symbolic links are removed, not followed.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
