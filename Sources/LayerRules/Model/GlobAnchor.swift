/// Where a path glob anchors its match: the folder (or file) that its last segment with a literal character
/// matches. `**/Domain/**` anchors `Projects/Domain/Data/X.swift` at depth 2 (`Domain`), `**/Data/**` at 3.
///
/// When a glob can anchor at several depths (`**/Domain/**` on `A/Domain/B/Domain/X.swift`) the deepest counts.
/// A glob without literal characters (`**`) anchors at depth 0. Of a glob's `{a,b}` alternatives, the one that
/// anchors deepest, then has the most literal characters, gives the rank.
struct GlobAnchor: Sendable {
    /// The rank of a match: the anchor's depth, then the literal characters of the alternative that matched.
    struct Rank: Comparable, Sendable {
        var depth: Int
        var literals: Int

        static func < (lhs: Rank, rhs: Rank) -> Bool { (lhs.depth, lhs.literals) < (rhs.depth, rhs.literals) }
    }

    private struct Part: Sendable {
        /// The segments up to the anchor, and those after it (nil when the anchor is the last segment).
        var prefix: GlobProgram
        var suffix: GlobProgram?
        var literals: Int
    }

    /// Per alternative of the glob (nil for an alternative without literal characters).
    private let parts: [Part?]

    init(_ glob: Glob) {
        parts = glob.alternatives.map { alternative in
            let segments = alternative.segments
            guard let anchor = segments.lastIndex(where: Self.hasLiteral) else { return nil }
            let suffix = Array(segments[(anchor + 1)...])
            return Part(
                prefix: GlobProgram(segments: Array(segments[...anchor])),
                suffix: suffix.isEmpty ? nil : GlobProgram(segments: suffix), literals: alternative.literalCount)
        }
    }

    /// The best rank of the glob's alternatives on `path` (depth 1-based), or nil when none matches. Only called for
    /// globs that match the path, a few per file.
    func rank(of path: UnsafeBufferPointer<UInt8>) -> Rank? {
        var ends: [Int] = []
        for (index, byte) in path.enumerated() where byte == UInt8(ascii: "/") { ends.append(index) }
        ends.append(path.count)
        var best: Rank?
        for part in parts {
            guard let part else {
                best = max(best ?? Rank(depth: 0, literals: 0), Rank(depth: 0, literals: 0))
                continue
            }
            for segment in ends.indices.reversed() {
                let rank = Rank(depth: segment + 1, literals: part.literals)
                if let best, rank <= best { break }
                if part.suffix == nil && segment != ends.count - 1 { break }
                let end = ends[segment]
                let prefix = UnsafeBufferPointer(rebasing: path[..<end])
                let rest = UnsafeBufferPointer(rebasing: path[min(end + 1, path.count)...])
                if part.prefix.matches(prefix) && (part.suffix?.matches(rest) ?? true) {
                    best = rank
                    break
                }
            }
        }
        return best
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
