/// A problem with the input that is not a policy violation, from any stage that touches files: a path that
/// could not be walked or read during discovery, a project file or manifest that could not be read or was
/// partly not understood, invalid UTF-8 or an unterminated literal in a source. Reported on stderr; makes the
/// exit code 2 only when it is fatal.
public struct InputProblem: Hashable, Sendable {
    /// The path as discovered: the scan root joined with the root-relative path (not root-relative).
    public var path: String
    /// Where in the file, when the problem is at a place in it.
    public var position: SourcePosition?
    /// Lowercase, e.g. `no such file or directory`, `cannot open directory: permission denied`.
    public var message: String
    /// True when the file or folder could not be read at all (I/O error); false for a problem the run goes on
    /// with, or an entry skipped on purpose and only named (`skipped: not a regular file`).
    public var isFatal: Bool

    public init(path: String, position: SourcePosition? = nil, message: String, isFatal: Bool = true) {
        self.path = path
        self.position = position
        self.message = message
        self.isFatal = isFatal
    }

    /// What a `.swift` entry that is a device, pipe or socket is reported with.
    public static let notRegularMessage = "skipped: not a regular file"
}
