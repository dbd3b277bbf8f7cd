import SwiftScanner

/// One token of a glob pattern before `{a,b}` alternatives are expanded.
enum GlobToken: Hashable, Sendable {
    case byte(UInt8)
    case anyCharacter
    case star
    case characterClass(GlobCharacterClass)
    case braceOpen
    case braceComma
    case braceClose
}

/// `[a-z_]` or `[!0-9]`: inclusive Unicode scalar ranges, possibly negated.
struct GlobCharacterClass: Hashable, Sendable {
    var negated: Bool
    var ranges: [ClosedRange<UInt32>]

    func contains(_ scalar: UInt32) -> Bool {
        guard scalar != UInt32(UInt8(ascii: "/")) else { return false }
        return ranges.contains { $0.contains(scalar) } != negated
    }
}

/// Turns pattern bytes into tokens and expands alternatives.
enum GlobCompiler {
    /// More alternatives than this (`{a,b}{c,d}...`) make a pattern too costly to match.
    static let maximumAlternatives = 1024
    /// The alternatives of one pattern together hold at most this many tokens: 1,024 alternatives of a 4 KB
    /// pattern would otherwise take 4 M tokens (a hundred megabytes) per glob.
    static let maximumExpandedTokens = 65_536

    static func tokenize(_ bytes: [UInt8]) throws(GlobError.Reason) -> [GlobToken] {
        var tokens: [GlobToken] = []
        tokens.reserveCapacity(bytes.count)
        var braceDepth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw .trailingBackslash }
                tokens.append(.byte(bytes[index]))
                index += 1
            case UInt8(ascii: "*"): tokens.append(.star)
            case UInt8(ascii: "?"): tokens.append(.anyCharacter)
            case UInt8(ascii: "["): tokens.append(.characterClass(try parseClass(bytes, &index)))
            case UInt8(ascii: "{"):
                braceDepth += 1
                tokens.append(.braceOpen)
            case UInt8(ascii: ",") where braceDepth > 0: tokens.append(.braceComma)
            case UInt8(ascii: "}") where braceDepth > 0:
                braceDepth -= 1
                tokens.append(.braceClose)
            default: tokens.append(.byte(byte))
            }
        }
        guard braceDepth == 0 else { throw .unclosedBrace }
        return tokens
    }

    /// Parses a class after its `[`, leaving `index` after the closing `]`.
    private static func parseClass(_ bytes: [UInt8], _ index: inout Int) throws(GlobError.Reason) -> GlobCharacterClass
    {
        var negated = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "^") {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var isFirst = true
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "]") && !isFirst {
                index += 1
                return GlobCharacterClass(negated: negated, ranges: ranges)
            }
            isFirst = false
            let lower = try classMember(bytes, &index)
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] != UInt8(ascii: "]") {
                index += 1
                let upper = try classMember(bytes, &index)
                if lower <= upper { ranges.append(lower...upper) }
            } else {
                ranges.append(lower...lower)
            }
        }
        throw .unclosedBracket
    }

    private static func classMember(_ bytes: [UInt8], _ index: inout Int) throws(GlobError.Reason) -> UInt32 {
        if bytes[index] == UInt8(ascii: "\\") {
            index += 1
            guard index < bytes.count else { throw .unclosedBracket }
        }
        let (scalar, length) = UTF8Decoding.scalar(in: bytes, at: index)
        index += length
        return scalar
    }

    /// Expands `{a,b}` groups into plain token sequences (the cartesian product of all groups).
    static func expand(_ tokens: [GlobToken]) throws(GlobError.Reason) -> [[GlobToken]] {
        var index = 0
        return try expandSequence(tokens, &index)
    }

    private static func expandSequence(_ tokens: [GlobToken], _ index: inout Int) throws(GlobError.Reason)
        -> [[GlobToken]]
    {
        var results: [[GlobToken]] = [[]]
        results[0].reserveCapacity(tokens.count - index)
        var size = 0
        while index < tokens.count {
            let token = tokens[index]
            if token == .braceComma || token == .braceClose { break }
            index += 1
            guard token == .braceOpen else {
                size += results.count
                guard size <= maximumExpandedTokens else { throw .expandsTooFar }
                for i in results.indices { results[i].append(token) }
                continue
            }
            var group: [[GlobToken]] = []
            while true {
                group += try expandSequence(tokens, &index)
                let separator = tokens[index]
                index += 1
                if separator == .braceClose { break }
            }
            guard results.count * group.count <= maximumAlternatives else { throw .tooManyAlternatives }
            let groupSize = group.reduce(0) { $0 + $1.count }
            size = size * group.count + results.count * groupSize
            guard size <= maximumExpandedTokens else { throw .expandsTooFar }
            // Each combination gets room for the tokens still to come, which the loop appends one at a time.
            let remaining = tokens.count - index
            results = results.flatMap { prefix in
                group.map { alternative in
                    var combined: [GlobToken] = []
                    combined.reserveCapacity(prefix.count + alternative.count + remaining)
                    combined += prefix
                    combined += alternative
                    return combined
                }
            }
        }
        return results
    }
}

/// One brace-free alternative of a glob, split into `/`-separated segments.
struct GlobProgram: Sendable {
    enum Atom: Hashable, Sendable {
        case byte(UInt8)
        case anyCharacter
        case star
        case characterClass(GlobCharacterClass)
    }

    enum Segment: Sendable {
        case globstar
        case atoms([Atom])
    }

    let segments: [Segment]
    /// Literal characters (not bytes) this alternative must match.
    let literalCount: Int
    /// Bytes every match ends with: the literal bytes closing the last segment (`.swift` of `**/*.swift`).
    let requiredSuffix: [UInt8]
    /// The longest run of literal bytes inside one segment: every match contains it (`ViewModel` of
    /// `*ViewModel*`). With the suffix, it rejects most texts before the matcher runs.
    let requiredRun: [UInt8]
    /// How the common shapes match without the matcher (`Foundation`, `*ViewModel`, `Firebase*`, `*Service*`),
    /// or nil for any other alternative.
    let quickMatch: QuickMatch?

    /// An alternative that is literal bytes, with at most a star before or after them in one segment.
    enum QuickMatch: Sendable {
        /// No wildcard: the text is these bytes (a `/` among them included).
        case exactly([UInt8])
        /// `*bytes`: a text without `/` that ends with them.
        case suffix([UInt8])
        /// `bytes*`: a text without `/` that starts with them.
        case prefix([UInt8])
        /// `*bytes*`: a text without `/` that contains them.
        case infix([UInt8])
    }

    init(_ tokens: [GlobToken]) {
        var segments: [Segment] = []
        var atoms: [Atom] = []
        atoms.reserveCapacity(tokens.count)
        var literalCount = 0
        func finishSegment() {
            let isGlobstar = atoms.count == 2 && atoms[0] == .star && atoms[1] == .star
            segments.append(isGlobstar ? .globstar : .atoms(Self.collapsingStars(atoms)))
            atoms.removeAll(keepingCapacity: true)
        }
        for token in tokens {
            switch token {
            case .byte(let byte):
                if !UTF8Decoding.isContinuation(byte) { literalCount += 1 }
                if byte == UInt8(ascii: "/") {
                    finishSegment()
                } else {
                    atoms.append(.byte(byte))
                }
            case .anyCharacter: atoms.append(.anyCharacter)
            case .star: atoms.append(.star)
            case .characterClass(let characterClass): atoms.append(.characterClass(characterClass))
            case .braceOpen, .braceComma, .braceClose: break
            }
        }
        finishSegment()
        self.init(segments: segments, literalCount: literalCount)
    }

    /// A program of already split segments that must match `literalCount` literal characters; its literal
    /// prefilters come from the segments.
    init(segments: [Segment], literalCount: Int = 0) {
        self.segments = segments
        self.literalCount = literalCount
        (requiredSuffix, requiredRun) = Self.requiredLiterals(segments)
        quickMatch = Self.quickMatch(segments)
    }

    /// The quick match of `segments`, when they have one of its shapes.
    private static func quickMatch(_ segments: [Segment]) -> QuickMatch? {
        var text: [UInt8] = []
        for (index, segment) in segments.enumerated() {
            guard case .atoms(let atoms) = segment else { return nil }
            if index > 0 { text.append(UInt8(ascii: "/")) }
            var inner = atoms[...]
            let leadingStar = inner.first == .star
            let trailingStar = inner.count > 1 && inner.last == .star
            if leadingStar || trailingStar {
                guard segments.count == 1 else { return nil }
                if leadingStar { inner = inner.dropFirst() }
                if trailingStar { inner = inner.dropLast() }
            }
            for atom in inner {
                guard case .byte(let byte) = atom else { return nil }
                text.append(byte)
            }
            switch (leadingStar, trailingStar) {
            case (true, true): return .infix(text)
            case (true, false): return .suffix(text)
            case (false, true): return .prefix(text)
            case (false, false): continue
            }
        }
        return .exactly(text)
    }

    /// Matches `text` by the quick match's shape.
    private static func matches(_ text: UnsafeBufferPointer<UInt8>, _ quickMatch: QuickMatch) -> Bool {
        switch quickMatch {
        case .exactly(let bytes):
            return bytes.count == text.count && hasSuffix(text, bytes)
        case .suffix(let bytes):
            return hasSuffix(text, bytes) && !text.contains(UInt8(ascii: "/"))
        case .prefix(let bytes):
            return hasPrefix(text, bytes) && !text.contains(UInt8(ascii: "/"))
        case .infix(let bytes):
            return contains(text, bytes) && !text.contains(UInt8(ascii: "/"))
        }
    }

    private static func requiredLiterals(_ segments: [Segment]) -> (suffix: [UInt8], run: [UInt8]) {
        // Runs are kept as (segment, first atom, length) and copied out once at the end.
        var longest = (segment: 0, start: 0, count: 0)
        var trailing = (segment: 0, start: 0, count: 0)
        for (index, segment) in segments.enumerated() {
            trailing = (index, 0, 0)
            guard case .atoms(let atoms) = segment else { continue }
            for (position, atom) in atoms.enumerated() {
                if case .byte = atom {
                    trailing.count += 1
                    if trailing.count > longest.count { longest = trailing }
                } else {
                    trailing = (index, position + 1, 0)
                }
            }
        }
        func bytes(_ run: (segment: Int, start: Int, count: Int)) -> [UInt8] {
            guard run.count > 0, case .atoms(let atoms) = segments[run.segment] else { return [] }
            return atoms[run.start..<(run.start + run.count)].compactMap { atom in
                guard case .byte(let byte) = atom else { return nil }
                return byte
            }
        }
        return (bytes(trailing), bytes(longest))
    }

    private static func collapsingStars(_ atoms: [Atom]) -> [Atom] {
        var result: [Atom] = []
        result.reserveCapacity(atoms.count)
        for atom in atoms where !(atom == .star && result.last == .star) { result.append(atom) }
        return result
    }

    /// Whole-text match; `**` segments restart like a star over whole segments.
    func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if let quickMatch { return Self.matches(text, quickMatch) }
        guard Self.hasSuffix(text, requiredSuffix), Self.contains(text, requiredRun) else { return false }
        // The segments are read in place: a copy of a segment retains its atoms, and programs are shared by all
        // workers.
        return segments.withUnsafeBufferPointer { matches(text, $0) }
    }

    private func matches(_ text: UnsafeBufferPointer<UInt8>, _ segments: UnsafeBufferPointer<Segment>) -> Bool {
        let end = text.count
        var segmentIndex = 0
        var start = 0
        var globstarIndex = -1
        var globstarStart = 0
        while start <= end {
            if segmentIndex < segments.count {
                switch segments[segmentIndex] {
                case .globstar:
                    globstarIndex = segmentIndex
                    globstarStart = start
                    segmentIndex += 1
                    continue
                case .atoms(let atoms):
                    let segmentEnd = Self.segmentEnd(text, from: start)
                    if Self.matchSegment(atoms, text, start, segmentEnd) {
                        segmentIndex += 1
                        start = segmentEnd + 1
                        continue
                    }
                }
            }
            guard globstarIndex >= 0 else { return false }
            globstarStart = Self.segmentEnd(text, from: globstarStart) + 1
            start = globstarStart
            segmentIndex = globstarIndex + 1
        }
        while segmentIndex < segments.count, case .globstar = segments[segmentIndex] { segmentIndex += 1 }
        return segmentIndex == segments.count
    }

    private static func hasPrefix(_ text: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> Bool {
        guard prefix.count <= text.count else { return false }
        for index in prefix.indices where text[index] != prefix[index] { return false }
        return true
    }

    private static func hasSuffix(_ text: UnsafeBufferPointer<UInt8>, _ suffix: [UInt8]) -> Bool {
        guard suffix.count <= text.count else { return false }
        let start = text.count - suffix.count
        for index in suffix.indices where text[start + index] != suffix[index] { return false }
        return true
    }

    /// Whether `run` occurs in `text` (`ByteSearch`). Every path is checked against every alternative's run.
    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ run: [UInt8]) -> Bool {
        run.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: text) != nil }
    }

    private static func segmentEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < text.count, text[index] != UInt8(ascii: "/") { index += 1 }
        return index
    }

    /// Matches `atoms` against `text[start..<end]` (which holds no `/`), restarting from the last star.
    private static func matchSegment(_ atoms: [Atom], _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
        -> Bool
    {
        var atomIndex = 0
        var position = start
        var starIndex = -1
        var starPosition = start
        while position < end {
            if atomIndex < atoms.count {
                var length = 0
                switch atoms[atomIndex] {
                case .star:
                    starIndex = atomIndex
                    starPosition = position
                    atomIndex += 1
                    continue
                case .byte(let byte):
                    if text[position] == byte { length = 1 }
                case .anyCharacter:
                    if !UTF8Decoding.isContinuation(text[position]) {
                        length = UTF8Decoding.scalar(in: text, at: position).length
                    }
                case .characterClass(let characterClass):
                    if !UTF8Decoding.isContinuation(text[position]) {
                        let (scalar, scalarLength) = UTF8Decoding.scalar(in: text, at: position)
                        if characterClass.contains(scalar) { length = scalarLength }
                    }
                }
                if length > 0 {
                    atomIndex += 1
                    position += length
                    continue
                }
            }
            guard starIndex >= 0 else { return false }
            starPosition += 1
            position = starPosition
            atomIndex = starIndex + 1
        }
        while atomIndex < atoms.count, atoms[atomIndex] == .star { atomIndex += 1 }
        return atomIndex == atoms.count
    }
}

/// Decoding of valid UTF-8 (the bytes of a Swift `String`).
enum UTF8Decoding {
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The scalar starting at `index` and its length in bytes.
    static func scalar<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at index: Bytes.Index)
        -> (scalar: UInt32, length: Int)
    {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard length > 1 else { return (UInt32(lead), 1) }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        var position = index
        for _ in 1..<length {
            position = bytes.index(after: position)
            guard position < bytes.endIndex else { return (scalar, 1) }
            scalar = scalar << 6 | UInt32(bytes[position] & 0x3F)
        }
        return (scalar, length)
    }
}
