/// What a cached file's facts are found by: its size and a 128-bit hash of its bytes (two 64-bit lanes with
/// different seeds and keys, sixteen bytes at a time, each folded with a full-width multiply, `NameHash.fold`).
/// Facts depend on the bytes alone, so equal keys mean equal facts, wherever and under whatever name the file lies.
struct ContentKey: Hashable, Sendable {
    let byteCount: UInt64
    let low: UInt64
    let high: UInt64

    /// The key of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var first: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var second: UInt64 = 0x1319_8A2E_0370_7344 &+ UInt64(bytes.count)
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            var offset = 0
            // Sixteen bytes a step, each lane folding both words with one full-width multiply.
            while offset + 16 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let next = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                first = NameHash.fold(word ^ 0xA076_1D64_78BD_642F, next ^ first)
                second = NameHash.fold(next ^ 0xE703_7ED1_A0B4_28DB, word ^ second)
                offset += 16
            }
            var tail = (UInt64(0), UInt64(0))
            withUnsafeMutableBytes(of: &tail) { tailBytes in
                for index in offset..<bytes.count { tailBytes[index - offset] = bytes[index] }
            }
            first = NameHash.fold(tail.0 ^ 0x8EBC_6AF0_9C88_C6E3, tail.1 ^ first)
            second = NameHash.fold(tail.1 ^ 0x5899_65CC_7537_4CC3, tail.0 ^ second)
        }
        byteCount = UInt64(bytes.count)
        low = NameHash.fold(first ^ 0x1D8E_4E27_C47D_124F, second)
        high = NameHash.fold(second ^ 0xA076_1D64_78BD_642F, first ^ 0xE703_7ED1_A0B4_28DB)
    }

    /// This key with `text` mixed in: for what depends on more than a file's bytes (an Xcode project's targets
    /// depend on where the project lies).
    func salted(with text: String) -> ContentKey {
        let hash = NameHash.of(text)
        return ContentKey(
            byteCount: byteCount, low: NameHash.fold(low ^ hash, 0x8EBC_6AF0_9C88_C6E3),
            high: NameHash.fold(high ^ hash, 0x5899_65CC_7537_4CC3))
    }

    init(byteCount: UInt64, low: UInt64, high: UInt64) {
        self.byteCount = byteCount
        self.low = low
        self.high = high
    }
}
