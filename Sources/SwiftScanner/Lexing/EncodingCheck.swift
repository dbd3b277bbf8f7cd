/// Encoding checks done before lexing: byte order marks, binary content, invalid UTF-8 and NUL bytes.
enum EncodingCheck {
    /// What the check found.
    struct Result {
        /// Where the Swift text starts (3 after a UTF-8 byte order mark).
        var textStart = 0
        /// Set when the file must not be lexed at all (UTF-16/32, binary).
        var rejection: RawDiagnostic?
        var diagnostics: [RawDiagnostic] = []
    }

    /// How many leading bytes decide whether a file looks binary.
    private static let binarySampleLength = 8192

    static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        var result = Result()
        let count = bytes.count
        if let encoding = wideEncoding(bytes) {
            result.rejection = RawDiagnostic(
                kind: .unsupportedEncoding, message: "file is \(encoding) encoded; archlint reads utf-8 only",
                offset: 0)
            return result
        }
        result.textStart = ByteOrderMark.length(in: bytes)
        var census = ByteCensus()
        let sample = min(count, binarySampleLength)
        let resume = census.scan(bytes, from: result.textStart, to: sample, countingControls: true)
        if census.looksBinary(sampleLength: sample) {
            result.rejection = RawDiagnostic(
                kind: .binaryFile, message: "file looks binary; not scanned", offset: result.textStart)
            return result
        }
        _ = census.scan(bytes, from: resume, to: count, countingControls: false)
        census.report(bytes, into: &result.diagnostics)
        return result
    }

    private static func wideEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let count = bytes.count
        if count >= 4 && bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0 { return "utf-32" }
        if count >= 4 && bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF { return "utf-32" }
        if count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            return "utf-16"
        }
        return nil
    }
}

/// The suspicious, invalid and NUL bytes of a file, counted in one pass over its bytes.
///
/// A byte is suspicious (a sign of binary content) when it is a NUL or control byte other than tab, line
/// feed, vertical tab, form feed, carriage return and escape, or a byte of an invalid UTF-8 sequence.
private struct ByteCensus {
    var suspicious = 0
    var firstInvalid = -1
    var invalidCount = 0
    var firstNul = -1
    var nulCount = 0

    /// Binary when at least 8 and more than one in ten bytes of the sample are suspicious.
    func looksBinary(sampleLength: Int) -> Bool {
        suspicious >= 8 && suspicious * 10 > sampleLength
    }

    /// Counts the bytes from `start` up to `limit` (a valid UTF-8 sequence that starts before `limit` is
    /// read whole), with suspicious control bytes when `countingControls`. Returns the index it stopped at.
    ///
    /// Eight bytes are tested at once: a word holding only plain ASCII is skipped, otherwise the walk jumps
    /// to its first byte that needs a look.
    mutating func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to limit: Int, countingControls: Bool
    ) -> Int {
        let count = bytes.count
        var index = start
        let base = UnsafeRawPointer(bytes.baseAddress)
        while index < limit {
            if let base {
                index = Self.skipPlainBlocks(base, from: index, to: limit, countingControls: countingControls)
                if index >= limit { break }
            }
            if let base, index + 8 <= count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let flagged = countingControls ? Self.controlOrHighBytes(word) : Self.zeroOrHighBytes(word)
                if flagged == 0 {
                    index += 8
                    continue
                }
                index += flagged.trailingZeroBitCount >> 3
                if index >= limit { break }
            }
            let byte = bytes[index]
            if byte >= 0x80 {
                let length = UTF8Validation.validSequenceLength(bytes, index)
                if length == 0 {
                    if countingControls { suspicious += 1 }
                    if firstInvalid < 0 { firstInvalid = index }
                    invalidCount += 1
                    index += 1
                } else {
                    index += length
                }
                continue
            }
            if countingControls && byte < 0x20 && !(byte >= 0x09 && byte <= 0x0D) && byte != 0x1B { suspicious += 1 }
            if byte == 0 {
                if firstNul < 0 { firstNul = index }
                nulCount += 1
            }
            index += 1
        }
        return index
    }

    /// The first index at or after `start` that does not begin a 32-byte block ending by `limit` that holds
    /// only bytes no count looks at: plain ASCII, with no control byte but line feeds when `countingControls`.
    /// Four words are tested with one branch, where `scan` tests one.
    @inline(__always)
    private static func skipPlainBlocks(
        _ base: UnsafeRawPointer, from start: Int, to limit: Int, countingControls: Bool
    ) -> Int {
        var index = start
        while index + 32 <= limit {
            let first = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let second = base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
            let third = base.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
            let fourth = base.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            let flagged =
                countingControls
                ? controlOrHighBytes(first) | controlOrHighBytes(second) | controlOrHighBytes(third)
                    | controlOrHighBytes(fourth)
                : zeroOrHighBytes(first) | zeroOrHighBytes(second) | zeroOrHighBytes(third) | zeroOrHighBytes(fourth)
            if flagged != 0 { break }
            index += 32
        }
        return index
    }

    /// The high bit of each byte of `word` (little-endian) that is below 0x20 but not a line feed, or not
    /// ASCII. Exact for every byte: line feeds, the commonest control byte, need no look of their own.
    @inline(__always)
    private static func controlOrHighBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let ascii = word & 0x7F7F_7F7F_7F7F_7F7F
        // A byte's high bit is set in `ascii + ones * (0x80 - bound)` exactly when the byte is at least `bound`.
        let fromLineFeed = ascii &+ ones &* (0x80 - 0x0A)
        let pastLineFeed = ascii &+ ones &* (0x80 - 0x0B)
        let fromSpace = ascii &+ ones &* (0x80 - 0x20)
        let controls = ~fromSpace & (~fromLineFeed | pastLineFeed)
        return (word | controls) & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` (little-endian) that is zero or not ASCII. Exact up to the first
    /// such byte; bytes after it may be flagged spuriously.
    @inline(__always)
    private static func zeroOrHighBytes(_ word: UInt64) -> UInt64 {
        (word | ((word &- 0x0101_0101_0101_0101) & ~word)) & 0x8080_8080_8080_8080
    }

    /// Reports the first invalid UTF-8 sequence and the first NUL byte, each with the total count.
    func report(_ bytes: UnsafeBufferPointer<UInt8>, into diagnostics: inout [RawDiagnostic]) {
        if firstInvalid >= 0 {
            let hex = String(bytes[firstInvalid], radix: 16)
            let suffix = invalidCount > 1 ? " (\(invalidCount) invalid bytes in file)" : ""
            diagnostics.append(
                RawDiagnostic(kind: .invalidUTF8, message: "invalid utf-8 byte 0x\(hex)" + suffix, offset: firstInvalid)
            )
        }
        if firstNul >= 0 {
            let suffix = nulCount > 1 ? " (\(nulCount) nul bytes in file)" : ""
            diagnostics.append(RawDiagnostic(kind: .nulByte, message: "nul byte in source" + suffix, offset: firstNul))
        }
    }
}
