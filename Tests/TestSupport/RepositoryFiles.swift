import Foundation

/// Paths of files in the repository, for tests that read fixtures, samples, the docs or scripts.
public enum RepositoryFiles {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The absolute path of `relative`.
    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The URL of `relative`.
    public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The UTF-8 text of `relative`.
    public static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }
}
