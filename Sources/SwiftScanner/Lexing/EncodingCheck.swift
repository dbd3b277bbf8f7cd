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

    static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        var result = Result()
        let count = bytes.count
        if let encoding = wideEncoding(bytes) {
            result.rejection = RawDiagnostic(
                kind: .unsupportedEncoding, message: "file is \(encoding) encoded; archlint reads utf-8 only",
                offset: 0)
            return result
        }
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { result.textStart = 3 }
        if looksBinary(bytes) {
            result.rejection = RawDiagnostic(
                kind: .binaryFile, message: "file looks binary; not scanned", offset: result.textStart)
            return result
        }
        scanBytes(bytes, from: result.textStart, into: &result.diagnostics)
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

    /// Binary when at least 8 and more than one in ten bytes of the first 8 KiB is suspicious: a NUL or control byte other
    /// than tab, line feed, vertical tab, form feed, carriage return and escape, or a byte of an invalid
    /// UTF-8 sequence.
    private static func looksBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let sample = min(bytes.count, 8192)
        guard sample > 0 else { return false }
        var suspicious = 0
        var index = 0
        let base = UnsafeRawPointer(bytes.baseAddress)
        while index < sample {
            if let base, index + 8 <= sample {
                // Eight printable ASCII bytes at once: no high bit, none below 0x20.
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let special = (word | ((word &- 0x2020_2020_2020_2020) & ~word)) & 0x8080_8080_8080_8080
                if special == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte >= 0x80 {
                let length = UTF8Validation.validSequenceLength(bytes, index)
                if length == 0 {
                    suspicious += 1
                    index += 1
                } else {
                    index += length
                }
                continue
            }
            if byte < 0x20 && !(byte >= 0x09 && byte <= 0x0D) && byte != 0x1B { suspicious += 1 }
            index += 1
        }
        return suspicious >= 8 && suspicious * 10 > sample
    }

    /// Reports the first invalid UTF-8 sequence and the first NUL byte, each with the total count.
    private static func scanBytes(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into diagnostics: inout [RawDiagnostic]
    ) {
        let count = bytes.count
        var index = start
        var firstInvalid = -1
        var invalidCount = 0
        var firstNul = -1
        var nulCount = 0
        let base = UnsafeRawPointer(bytes.baseAddress)
        while index < count {
            if let base, index + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let hasHighBit = word & 0x8080_8080_8080_8080 != 0
                let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
                if !hasHighBit && !hasZero {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte >= 0x80 {
                let length = UTF8Validation.validSequenceLength(bytes, index)
                if length == 0 {
                    if firstInvalid < 0 { firstInvalid = index }
                    invalidCount += 1
                    index += 1
                } else {
                    index += length
                }
                continue
            }
            if byte == 0 {
                if firstNul < 0 { firstNul = index }
                nulCount += 1
            }
            index += 1
        }
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
