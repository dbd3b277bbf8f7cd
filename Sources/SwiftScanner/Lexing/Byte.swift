/// ASCII byte constants and classes used by the lexer and the readers of project files.
enum Byte {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let hyphen = UInt8(ascii: "-")
    static let pound = UInt8(ascii: "#")
    static let backtick = UInt8(ascii: "`")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let dot = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let at = UInt8(ascii: "@")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let equals = UInt8(ascii: "=")
    static let pipe = UInt8(ascii: "|")
    static let leftParen = UInt8(ascii: "(")
    static let rightParen = UInt8(ascii: ")")
    static let leftBrace = UInt8(ascii: "{")
    static let rightBrace = UInt8(ascii: "}")
    static let leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]")

    @inline(__always) static func isNewline(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn || byte == 0x0B || byte == 0x0C
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always) static func isUppercase(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }

    /// Letters, `_`, `$` and any non-ASCII byte (part of a Unicode identifier).
    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    @inline(__always) static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// The high bit of each byte of `word` (eight bytes, the first in the low bits) equal to `byte`. Exact up to the
    /// first such byte; bytes after it may be flagged spuriously.
    @inline(__always) static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ ones &* UInt64(byte)
        return (difference &- ones) & ~difference & 0x8080_8080_8080_8080
    }

    /// The index of the first of the sixteen `bytes` (in memory order) that does not continue an identifier, or
    /// 16 when all do: one vector comparison per class of bytes instead of a loop over them.
    @inline(__always) static func identifierEnd(in bytes: SIMD16<UInt8>) -> Int {
        typealias Bytes = SIMD16<UInt8>
        let digits = (bytes &- Bytes(repeating: 0x30)) .< Bytes(repeating: 10)
        let marks = (bytes .== Bytes(repeating: 0x5F)) .| (bytes .== Bytes(repeating: 0x24))
        return firstClearLane(asciiLetters(in: bytes) .| digits .| marks .| (bytes .>= Bytes(repeating: 0x80)))
    }

    /// The offset of the first byte of `bytes` at or after `index` that ends a run of bytes `continues` accepts
    /// (or the end): sixteen bytes at a time while sixteen remain, with `blockEnd` giving the lane of the first
    /// byte that ends the run (16 when none does), then byte by byte.
    @inline(__always) static func runEnd(
        in bytes: UnsafeBufferPointer<UInt8>, from index: Int, blockEnd: (SIMD16<UInt8>) -> Int,
        continues: (UInt8) -> Bool
    ) -> Int {
        var cursor = index
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while cursor + 16 <= bytes.count {
                let stop = blockEnd(base.loadUnaligned(fromByteOffset: cursor, as: SIMD16<UInt8>.self))
                if stop < 16 { return cursor + stop }
                cursor += 16
            }
        }
        while cursor < bytes.count && continues(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    /// The lanes of `bytes` that hold an ASCII letter.
    @inline(__always) static func asciiLetters(in bytes: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        typealias Bytes = SIMD16<UInt8>
        return ((bytes | Bytes(repeating: 0x20)) &- Bytes(repeating: 0x61)) .< Bytes(repeating: 26)
    }

    /// The first lane (in memory order) that `mask` leaves clear, or 16 when it sets them all.
    @inline(__always) static func firstClearLane(_ mask: SIMDMask<SIMD16<Int8>>) -> Int {
        // Lanes are 0 or all ones; as two words (memory order: every platform Swift runs on is little-endian),
        // the first clear lane is the lowest zero byte.
        let lanes = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        if ~lanes[0] != 0 { return (~lanes[0]).trailingZeroBitCount >> 3 }
        return 8 + (~lanes[1]).trailingZeroBitCount >> 3
    }

    /// Swift operator characters (`.` is handled separately).
    @inline(__always) static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
