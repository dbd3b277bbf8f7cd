/// SHA-256 (FIPS 180-4), for policy checksums and violation fingerprints.
public struct SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    public init() {}

    /// Adds bytes to the message.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: $0) }
        guard done == nil else { return }
        Array(bytes).withUnsafeBufferPointer { update(buffer: $0) }
    }

    /// Adds contiguous bytes: whole blocks are compressed where they lie, only a partial block is kept.
    private mutating func update(buffer bytes: UnsafeBufferPointer<UInt8>) {
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<taken])
            start = taken
            guard pending.count == 64 else { return }
            pending.withUnsafeBufferPointer { compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        while start + 64 <= bytes.count {
            compress(UnsafeBufferPointer(rebasing: bytes[start..<(start + 64)]))
            start += 64
        }
        pending.append(contentsOf: bytes[start...])
    }

    /// Adds the UTF-8 bytes of `text`.
    public mutating func update(_ text: String) { update(text.utf8) }

    /// The 32-byte digest of everything added so far.
    public func finalize() -> [UInt8] {
        var copy = self
        return copy.finish()
    }

    /// `finalize()` on this hasher itself, which is used up (no copy of its state to pad).
    private mutating func finish() -> [UInt8] {
        let bitLength = length &* 8
        // `0x80`, zeros up to 56 bytes into a block, then the message's length in bits (big-endian): one update.
        var padding = [UInt8](repeating: 0, count: 1 + (119 - pending.count) % 64 + 8)
        padding[0] = 0x80
        for index in 0..<8 { padding[padding.count - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> (8 * index)) }
        update(padding)
        var digest = [UInt8](repeating: 0, count: 32)
        for (index, word) in state.enumerated() {
            for byte in 0..<4 { digest[index * 4 + byte] = UInt8(truncatingIfNeeded: word >> (24 - 8 * byte)) }
        }
        return digest
    }

    /// The digest of `bytes`.
    public static func digest<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finish()
    }

    /// The lowercase hex digest of `bytes`.
    public static func hexDigest<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hex(digest(bytes))
    }

    /// The lowercase hex digest of the UTF-8 bytes of `text`.
    public static func hexDigest(_ text: String) -> String { hexDigest(text.utf8) }

    /// Lowercase hexadecimal, two digits a byte.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
        // The schedule lives on the stack and the constants are read through a buffer: array accesses in the 64
        // rounds would check bounds and uniqueness at every step.
        let start = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        let (a, b, c, d, e, f, g, h) = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            Self.roundConstants.withUnsafeBufferPointer { Self.rounds(block, schedule, $0, start) }
        }
        state[0] = state[0] &+ a
        state[1] = state[1] &+ b
        state[2] = state[2] &+ c
        state[3] = state[3] &+ d
        state[4] = state[4] &+ e
        state[5] = state[5] &+ f
        state[6] = state[6] &+ g
        state[7] = state[7] &+ h
    }

    private typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// The 64 rounds over one block from the working variables `start`.
    private static func rounds(
        _ block: UnsafeBufferPointer<UInt8>, _ schedule: UnsafeMutableBufferPointer<UInt32>,
        _ constants: UnsafeBufferPointer<UInt32>, _ start: Words
    ) -> Words {
        for i in 0..<16 {
            schedule[i] =
                UInt32(block[i * 4]) << 24 | UInt32(block[i * 4 + 1]) << 16 | UInt32(block[i * 4 + 2]) << 8
                | UInt32(block[i * 4 + 3])
        }
        for i in 16..<64 {
            let s0 = rotate(schedule[i - 15], 7) ^ rotate(schedule[i - 15], 18) ^ (schedule[i - 15] >> 3)
            let s1 = rotate(schedule[i - 2], 17) ^ rotate(schedule[i - 2], 19) ^ (schedule[i - 2] >> 10)
            schedule[i] = schedule[i - 16] &+ s0 &+ schedule[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = start
        for i in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ s1 &+ choice &+ constants[i] &+ schedule[i]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
        }
        return (a, b, c, d, e, f, g, h)
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
