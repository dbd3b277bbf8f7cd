/// Long names that earlier files of the same worker already made into strings, so that the files a worker
/// scans share one string per name instead of each allocating its own (a name of 15 bytes or fewer is stored
/// inside its `String` and needs no sharing). The facts of every file are kept for the whole run, so sharing
/// costs only this table.
struct SharedNames {
    /// Names shorter than this are made directly: their strings allocate nothing.
    static let shortestShared = 16

    private var table = NameTable()

    /// The string spelled by `bytes`, whose `NameHash` is `hash`: the one made before when there is one, else a
    /// new one (invalid UTF-8 repaired, as `String(decoding:as:)` does), which is kept for the next files.
    mutating func string(for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> String {
        guard bytes.count >= Self.shortestShared else { return String(decoding: bytes, as: UTF8.self) }
        if let known = table.find(bytes, hash: hash) { return table.names[Int(known)] }
        let name = String(decoding: bytes, as: UTF8.self)
        _ = table.add(name, hash: hash)
        return name
    }
}
