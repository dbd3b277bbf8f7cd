/// The layers' path globs, ranked against one file path at a time (`GlobRank`).
///
/// Most path globs are folder names between `**` (`**/Domain/**`, `**/{Data,Network}/**/{Entities,Scenes}/**`,
/// `**/AppDelegate.swift`). Their alternatives are indexed by the name of the segment they anchor at, so a path
/// costs a lookup per segment instead of a match per alternative: brace-expanded policies with hundreds of
/// alternatives stay as fast as a handful of globs. Other alternatives are matched one by one.
///
/// The globs' literal segment names get ids; a path's segments are looked up by their bytes (no `String` per
/// segment), and runs of segments compare ids. Names compare as `String`s do (canonical equivalence): a
/// segment with non-ASCII bytes, or any segment when a glob has a non-ASCII name, is looked up as a `String`.
struct PathGlobIndex: Sendable {
    /// An alternative made of literal segments and `**` only: runs of adjacent literal segments between `**`s.
    private struct FolderAlternative: Sendable {
        var matcher: Int
        /// The runs of adjacent literal segments (name ids), in order, one after another; the last run ends
        /// with the anchor.
        var names: [Int]
        /// Where each run ends in `names`.
        var runEnds: [Int]
        /// The first run must start at the first segment (no leading `**`).
        var anchoredAtStart: Bool
        /// The last run may be followed by more segments (a trailing `**`); else it must end the path.
        var openEnded: Bool
        var literals: Int
    }

    /// An alternative with a wildcard inside a segment, matched on its own, and what a path needs for it to
    /// match: each of its segments other than `**` matches a segment of the path, so the path has segments
    /// with the names of its literal segments, and segments that its wildcard segments match.
    private struct OtherAlternative: Sendable {
        var matcher: Int
        var alternative: AnchoredAlternative
        /// Name ids of its literal segments.
        var requiredNames: [Int]
        /// Bit `k`: it has the `k`-th segment of `wildcardSegments` (0 when those are not kept).
        var requiredWildcards: UInt64
    }

    /// The ids of the literal segment names, by their bytes; all of them by `String` too.
    private let names: NameIndex
    private let namesByString: [String: Int]
    private let hasNonASCIIName: Bool
    /// Per name id, the folder alternatives anchored at it.
    private let byAnchor: [[FolderAlternative]]
    private let others: [OtherAlternative]
    /// The distinct segments with a wildcard of the alternatives in `others`, each as a program of one segment
    /// (with its literal prefilters); nil when there are more than a `PathRankCache.Signature` can tell apart.
    /// (Their literal segments are names of `names`.)
    private let wildcardSegments: [GlobProgram]?
    let matcherCount: Int

    init(_ globs: [Glob]) {
        var names = NameIndex()
        var namesByString: [String: Int] = [:]
        var byAnchor: [[FolderAlternative]] = []
        var others: [(matcher: Int, alternative: AnchoredAlternative, names: [Int], wildcards: [Int])] = []
        var wildcardSegments: [[GlobProgram.Atom]] = []
        func id(of name: String) -> Int {
            if let known = namesByString[name] { return known }
            let id = names.insert(name)
            namesByString[name] = id
            byAnchor.append([])
            return id
        }
        for (matcher, glob) in globs.enumerated() {
            for alternative in glob.alternatives {
                if let folder = Self.folderAlternative(alternative, matcher: matcher, id: id),
                    let anchor = folder.names.last
                {
                    byAnchor[anchor].append(folder)
                } else {
                    var requiredNames: [Int] = []
                    var requiredWildcards: [Int] = []
                    for case .atoms(let atoms) in alternative.segments {
                        if let name = Self.literalName(atoms) {
                            requiredNames.append(id(of: name))
                        } else if let known = wildcardSegments.firstIndex(of: atoms) {
                            requiredWildcards.append(known)
                        } else {
                            requiredWildcards.append(wildcardSegments.count)
                            wildcardSegments.append(atoms)
                        }
                    }
                    others.append((matcher, AnchoredAlternative(alternative), requiredNames, requiredWildcards))
                }
            }
        }
        self.names = names
        self.namesByString = namesByString
        hasNonASCIIName = namesByString.keys.contains { !$0.utf8.allSatisfy { $0 < 0x80 } }
        self.byAnchor = byAnchor
        let keepsWildcards = wildcardSegments.count <= PathRankCache.Signature.segmentLimit
        self.others = others.map { other in
            OtherAlternative(
                matcher: other.matcher, alternative: other.alternative, requiredNames: other.names,
                requiredWildcards: keepsWildcards ? other.wildcards.reduce(0) { $0 | 1 << UInt64($1) } : 0)
        }
        self.wildcardSegments = keepsWildcards ? wildcardSegments.map { GlobProgram(segments: [.atoms($0)]) } : nil
        matcherCount = globs.count
    }

    /// The ranks of `path`, from `cache` when a path of the same folder whose file name has the same signature
    /// was ranked before. Matching goes segment by segment, and a file name takes part only through the glob
    /// segments it matches: the literal name it spells and the other segments it matches (its signature). Two
    /// files of one folder with the same signature therefore match the same globs at the same ranks.
    func ranks(of path: UnsafeBufferPointer<UInt8>, cache: inout PathRankCache) -> [GlobRank?] {
        guard let slash = path.lastIndex(of: UInt8(ascii: "/")),
            let signature = signature(ofFileName: UnsafeBufferPointer(rebasing: path[(slash + 1)...]))
        else { return ranks(of: path) }
        let folder = UnsafeBufferPointer(rebasing: path[..<slash])
        if let known = cache.ranks(folder: folder, signature: signature) { return known }
        let computed = ranks(of: path, fileNameWildcards: signature.wildcardSegments)
        cache.insert(computed, folder: folder, signature: signature)
        return computed
    }

    /// `folder` (a path of folders) with the spaces and hyphens dropped from each folder name that, without
    /// them, is a folder name of a glob or matches a folder wildcard its written name does not (`Use Cases`
    /// reads `UseCases`, `Domain-Layer` reads `DomainLayer`), or nil when no folder name changes so.
    func respelled(folder: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard folder.contains(where: Self.isDroppedInFolderNames) else { return nil }
        let slash = UInt8(ascii: "/")
        var result: [UInt8] = []
        result.reserveCapacity(folder.count)
        var changed = false
        var start = 0
        while start <= folder.count {
            let end = folder[start...].firstIndex(of: slash) ?? folder.count
            let name = folder[start..<end]
            let squeezed =
                name.contains(where: Self.isDroppedInFolderNames)
                ? name.filter { !Self.isDroppedInFolderNames($0) } : []
            if !squeezed.isEmpty,
                squeezed.withUnsafeBufferPointer({ namesFolder($0, unlike: UnsafeBufferPointer(rebasing: name)) })
            {
                result.append(contentsOf: squeezed)
                changed = true
            } else {
                result.append(contentsOf: name)
            }
            if end < folder.count { result.append(slash) }
            start = end + 1
        }
        return changed ? result : nil
    }

    private static func isDroppedInFolderNames(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-")
    }

    /// Whether some glob could match a folder of this name and not one of the `written` name: it spells one of
    /// their folder names, or matches a wildcard segment the written name does not (`*Domain`, not `*`; any,
    /// when there are too many of those to keep).
    private func namesFolder(_ name: UnsafeBufferPointer<UInt8>, unlike written: UnsafeBufferPointer<UInt8>) -> Bool {
        if segmentID(name) >= 0 { return true }
        guard let wildcardSegments else { return !others.isEmpty }
        return wildcardSegments.contains { $0.matches(name) && !$0.matches(written) }
    }

    /// The glob segments an ASCII file name matches: the literal name it spells (`segmentID`: the name of its
    /// bytes, or one canonically equivalent to it, `K` for a KELVIN SIGN) and the segments with a wildcard it
    /// matches. Two ASCII names with the same id have the same bytes. Nil for a name with other bytes (two
    /// spellings of one name would share an id but not the bytes the wildcard segments match) or when
    /// `wildcardSegments` is nil.
    private func signature(ofFileName name: UnsafeBufferPointer<UInt8>) -> PathRankCache.Signature? {
        guard let wildcardSegments, name.allSatisfy({ $0 < 0x80 }) else { return nil }
        return PathRankCache.Signature(
            name: segmentID(name), wildcardSegments: Self.wildcardsMatched(by: name, wildcardSegments))
    }

    /// The best rank of each glob that matches `path`, by glob index (nil for globs that do not match).
    /// `fileNameWildcards`, when known, are the bits of `wildcardSegments` its last segment matches.
    func ranks(of path: UnsafeBufferPointer<UInt8>, fileNameWildcards: UInt64? = nil) -> [GlobRank?] {
        var ranks = [GlobRank?](repeating: nil, count: matcherCount)
        let slash = UInt8(ascii: "/")
        var ends: [Int] = []
        ends.reserveCapacity(path.reduce(1) { $1 == slash ? $0 + 1 : $0 })
        for (index, byte) in path.enumerated() where byte == slash { ends.append(index) }
        ends.append(path.count)
        var segments: [Int] = []
        segments.reserveCapacity(ends.count)
        var start = 0
        for end in ends {
            segments.append(segmentID(UnsafeBufferPointer(rebasing: path[start..<end])))
            start = end + 1
        }
        for position in segments.indices where segments[position] >= 0 {
            // The alternatives are read in place: a copy of one would count a reference to each of its arrays.
            byAnchor[segments[position]].withUnsafeBufferPointer { candidates in
                for candidate in candidates.indices
                where Self.matches(candidates[candidate], segments, anchorAt: position) {
                    let rank = GlobRank(depth: position + 1, literals: candidates[candidate].literals)
                    let matcher = candidates[candidate].matcher
                    if ranks[matcher].map({ rank > $0 }) ?? true { ranks[matcher] = rank }
                }
            }
        }
        guard !others.isEmpty else { return ranks }
        let wildcardsMatched = wildcardsMatched(by: path, ends: ends, fileName: fileNameWildcards)
        others.withUnsafeBufferPointer { others in
            for other in others.indices
            where wildcardsMatched & others[other].requiredWildcards == others[other].requiredWildcards {
                guard others[other].requiredNames.allSatisfy(segments.contains) else { continue }
                let matcher = others[other].matcher
                if let rank = others[other].alternative.rank(of: path, ends: ends, above: ranks[matcher]) {
                    ranks[matcher] = rank
                }
            }
        }
        return ranks
    }

    /// Bit `k`: some segment of `path` (segment ends in `ends`) matches the `k`-th of `wildcardSegments`; 0 when
    /// those are not kept. `fileName`, when known, stands for the last segment's bits.
    private func wildcardsMatched(by path: UnsafeBufferPointer<UInt8>, ends: [Int], fileName: UInt64?) -> UInt64 {
        guard let wildcardSegments else { return 0 }
        var matched = fileName ?? 0
        var start = 0
        for end in ends.prefix(fileName == nil ? ends.count : ends.count - 1) {
            matched |= Self.wildcardsMatched(by: UnsafeBufferPointer(rebasing: path[start..<end]), wildcardSegments)
            start = end + 1
        }
        return matched
    }

    /// Bit `k`: `segment` matches the `k`-th of `programs`.
    private static func wildcardsMatched(by segment: UnsafeBufferPointer<UInt8>, _ programs: [GlobProgram]) -> UInt64 {
        var matched: UInt64 = 0
        for (index, program) in programs.enumerated() where program.matches(segment) { matched |= 1 << UInt64(index) }
        return matched
    }

    /// The name a segment of literal bytes spells, or nil when it has a wildcard or is not UTF-8.
    private static func literalName(_ atoms: [GlobProgram.Atom]) -> String? {
        var bytes: [UInt8] = []
        for atom in atoms {
            guard case .byte(let byte) = atom else { return nil }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(validating: bytes, as: UTF8.self)
    }

    /// The id of the name a path segment spells, or -1 when no glob names it.
    private func segmentID(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if bytes.allSatisfy({ $0 < 0x80 }), let id = names.lookup(utf8: bytes) { return id }
        guard hasNonASCIIName || !bytes.allSatisfy({ $0 < 0x80 }) else { return -1 }
        return namesByString[String(decoding: bytes, as: UTF8.self)] ?? -1
    }

    /// True when the alternative matches the segment ids `names` with its last run ending at `position`: earlier
    /// runs are placed as early as possible, in order, before it.
    private static func matches(_ alternative: FolderAlternative, _ names: [Int], anchorAt position: Int) -> Bool {
        let runCount = alternative.runEnds.count
        guard alternative.openEnded || position == names.count - 1, runCount > 0 else { return false }
        let last = run(runCount - 1, of: alternative)
        let lastStart = position - last.count + 1
        guard lastStart >= 0, runMatches(last, of: alternative, names, at: lastStart) else { return false }
        if runCount == 1 { return !alternative.anchoredAtStart || lastStart == 0 }
        var next = 0
        for index in 0..<(runCount - 1) {
            let run = run(index, of: alternative)
            if index == 0 && alternative.anchoredAtStart {
                guard runMatches(run, of: alternative, names, at: 0) else { return false }
                next = run.count
                continue
            }
            var start = next
            while start + run.count <= lastStart, !runMatches(run, of: alternative, names, at: start) { start += 1 }
            guard start + run.count <= lastStart else { return false }
            next = start + run.count
        }
        return next <= lastStart
    }

    /// Where the `index`-th run of the alternative is in its `names`.
    @inline(__always)
    private static func run(_ index: Int, of alternative: FolderAlternative) -> Range<Int> {
        (index == 0 ? 0 : alternative.runEnds[index - 1])..<alternative.runEnds[index]
    }

    private static func runMatches(
        _ run: Range<Int>, of alternative: FolderAlternative, _ names: [Int], at start: Int
    ) -> Bool {
        guard start >= 0, start + run.count <= names.count else { return false }
        for offset in 0..<run.count where names[start + offset] != alternative.names[run.lowerBound + offset] {
            return false
        }
        return true
    }

    /// The alternative as runs of literal segments between `**`s, or nil when a segment has a wildcard.
    private static func folderAlternative(
        _ alternative: GlobProgram, matcher: Int, id: (String) -> Int
    ) -> FolderAlternative? {
        var runs: [[Int]] = []
        var current: [Int] = []
        var anchoredAtStart = true
        var openEnded = false
        for (index, segment) in alternative.segments.enumerated() {
            switch segment {
            case .globstar:
                if index == 0 { anchoredAtStart = false }
                if !current.isEmpty { runs.append(current) }
                current = []
                openEnded = true
            case .atoms(let atoms):
                guard let name = literalName(atoms) else { return nil }
                current.append(id(name))
                openEnded = false
            }
        }
        if !current.isEmpty { runs.append(current) }
        guard !runs.isEmpty else { return nil }
        var runEnds: [Int] = []
        for run in runs { runEnds.append((runEnds.last ?? 0) + run.count) }
        return FolderAlternative(
            matcher: matcher, names: runs.flatMap { $0 }, runEnds: runEnds, anchoredAtStart: anchoredAtStart,
            openEnded: openEnded, literals: alternative.literalCount)
    }
}
