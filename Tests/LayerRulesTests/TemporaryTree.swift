import Foundation

/// A directory of files written for one test, removed when the value is released.
final class TemporaryTree {
    let root: String

    init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "archlint-tests-" + UUID().uuidString
        for (path, contents) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}
