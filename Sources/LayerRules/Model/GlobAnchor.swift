/// Where a path glob anchors its match: the folder (or file) that its last segment with a literal character
/// matches. `**/Domain/**` anchors `Projects/Domain/Data/X.swift` at depth 2 (`Domain`), `**/Data/**` at 3.
///
/// When a glob can anchor at several depths (`**/Domain/**` on `A/Domain/B/Domain/X.swift`) the deepest counts.
/// A glob without literal characters (`**`) anchors at depth 0.
struct GlobAnchor: Sendable {
    /// Per alternative of the glob: the segments up to the anchor and those after it.
    private let parts: [(prefix: GlobProgram, suffix: GlobProgram, suffixIsEmpty: Bool)?]

    init(_ glob: Glob) {
        parts = glob.alternatives.map { alternative in
            let segments = alternative.segments
            guard let anchor = segments.lastIndex(where: Self.hasLiteral) else { return nil }
            let suffix = Array(segments[(anchor + 1)...])
            return (GlobProgram(segments: Array(segments[...anchor])), GlobProgram(segments: suffix), suffix.isEmpty)
        }
    }

    /// The 1-based depth of the path segment the glob anchors at (0 for a glob without literals), or nil when no
    /// alternative matches. Only called for globs that match the path, a few per file.
    func depth(of path: UnsafeBufferPointer<UInt8>) -> Int? {
        var ends: [Int] = []
        for (index, byte) in path.enumerated() where byte == UInt8(ascii: "/") { ends.append(index) }
        ends.append(path.count)
        var deepest: Int?
        for part in parts {
            guard let part else {
                deepest = max(deepest ?? 0, 0)
                continue
            }
            for segment in ends.indices.reversed() where segment + 1 > (deepest ?? -1) {
                if part.suffixIsEmpty && segment != ends.count - 1 { break }
                let end = ends[segment]
                let prefix = UnsafeBufferPointer(rebasing: path[..<end])
                let rest = UnsafeBufferPointer(rebasing: path[min(end + 1, path.count)...])
                if part.prefix.matches(prefix) && (part.suffixIsEmpty || part.suffix.matches(rest)) {
                    deepest = segment + 1
                    break
                }
            }
        }
        return deepest
    }

    private static func hasLiteral(_ segment: GlobProgram.Segment) -> Bool {
        guard case .atoms(let atoms) = segment else { return false }
        return atoms.contains { if case .byte = $0 { return true } else { return false } }
    }
}

extension GlobProgram {
    /// A program of already split segments, without the literal prefilters.
    init(segments: [Segment]) {
        self.segments = segments
        literalCount = 0
        requiredSuffix = []
        requiredRun = []
    }
}
