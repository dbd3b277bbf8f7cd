/// Strict UTF-8 validation (RFC 3629): rejects overlong forms, surrogates and scalars above U+10FFFF.
public enum UTF8Validation {
    /// Length of the valid UTF-8 sequence starting at `index` (a non-ASCII lead byte), or 0 when invalid.
    @inline(__always)
    public static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let lead = bytes[index]
        let count = bytes.count
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upperBound = 0x9F
        case 0xF0:
            length = 4
            lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upperBound = 0x8F
        default: return 0
        }
        guard index + length <= count else { return 0 }
        let second = bytes[index + 1]
        guard second >= lowerBound && second <= upperBound else { return 0 }
        var offset = 2
        while offset < length {
            if bytes[index + offset] & 0xC0 != 0x80 { return 0 }
            offset += 1
        }
        return length
    }

    /// The index of the first byte that does not start a valid UTF-8 sequence, or nil when all are valid.
    public static func firstInvalidIndex(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = validSequenceLength(bytes, index)
            if length == 0 { return index }
            index += length
        }
        return nil
    }
}
