/// A type name as a dictionary key, hashed with FNV-1a over its UTF-8 bytes: cheaper than the
/// standard string hash for the short names looked up once per reference.
struct NameKey: Hashable, Sendable {
    let name: String

    init(_ name: String) { self.name = name }

    static func == (lhs: NameKey, rhs: NameKey) -> Bool { lhs.name == rhs.name }

    func hash(into hasher: inout Hasher) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        hasher.combine(hash)
    }
}
