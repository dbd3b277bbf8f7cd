/// The rank of a path glob's match: the depth of the path segment it anchors at, then the literal characters of
/// the alternative that matched. A glob anchors at the segment that its last segment with a literal character
/// matches: `**/Domain/**` anchors `Projects/Domain/Data/X.swift` at depth 2 (`Domain`), `**/Data/**` at 3. When a
/// glob could anchor at several depths the deepest counts; a glob without literal characters anchors at 0.
struct GlobRank: Comparable, Sendable {
    var depth: Int
    var literals: Int

    static let zero = GlobRank(depth: 0, literals: 0)

    static func < (lhs: GlobRank, rhs: GlobRank) -> Bool { (lhs.depth, lhs.literals) < (rhs.depth, rhs.literals) }
}

/// One alternative of a path glob, ranked by matching it whole and then finding its deepest anchor.
struct AnchoredAlternative: Sendable {
    private let whole: GlobProgram
    /// The segments up to the anchor, and those after it (nil when the anchor is the last segment); nil when the
    /// alternative has no literal character.
    private let parts: (prefix: GlobProgram, suffix: GlobProgram?)?
    private let literals: Int

    init(_ alternative: GlobProgram) {
        whole = alternative
        literals = alternative.literalCount
        let segments = alternative.segments
        guard let anchor = segments.lastIndex(where: Self.hasLiteral) else {
            parts = nil
            return
        }
        let suffix = Array(segments[(anchor + 1)...])
        parts = (
            GlobProgram(segments: Array(segments[...anchor])), suffix.isEmpty ? nil : GlobProgram(segments: suffix)
        )
    }

    /// The rank of the alternative on `path` (segment ends in `ends`, the last one `path.count`), or nil when it
    /// does not match or cannot beat `floor`.
    func rank(of path: UnsafeBufferPointer<UInt8>, ends: [Int], above floor: GlobRank?) -> GlobRank? {
        guard whole.matches(path) else { return nil }
        guard let parts else { return floor == nil ? .zero : nil }
        for segment in ends.indices.reversed() {
            let rank = GlobRank(depth: segment + 1, literals: literals)
            if let floor, rank <= floor { return nil }
            if parts.suffix == nil && segment != ends.count - 1 { return nil }
            let end = ends[segment]
            let prefix = UnsafeBufferPointer(rebasing: path[..<end])
            let rest = UnsafeBufferPointer(rebasing: path[min(end + 1, path.count)...])
            if parts.prefix.matches(prefix) && (parts.suffix?.matches(rest) ?? true) { return rank }
        }
        return nil
    }

    /// True when the segment has a literal character.
    static func hasLiteral(_ segment: GlobProgram.Segment) -> Bool {
        guard case .atoms(let atoms) = segment else { return false }
        return atoms.contains { if case .byte = $0 { return true } else { return false } }
    }
}
