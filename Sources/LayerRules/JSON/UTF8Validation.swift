/// Strict UTF-8 validation: rejects overlong forms, surrogates and scalars above U+10FFFF.
enum UTF8Validation {
    /// The index of the first byte that does not start a valid UTF-8 sequence, or nil when all are valid.
    static func firstInvalidIndex(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
            default: return index
            }
            guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return index }
            for offset in 2..<max(2, length) where !UTF8Decoding.isContinuation(bytes[index + offset]) {
                return index
            }
            index += length
        }
        return nil
    }
}
