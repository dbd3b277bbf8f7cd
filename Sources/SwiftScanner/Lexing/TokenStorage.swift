/// The memory a file's tokens are lexed into, owned by whoever lexes: a scan worker keeps one from file to file
/// (`ExtractorStorage.tokens`), so that a file's tokens go into memory an earlier file already touched instead of
/// a new array the size of the file, whose pages the system would map and clear for every file.
///
/// The tokens in it are those of the last file lexed into it, valid until the next one is.
final class TokenStorage {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var capacity: Int
    /// How many tokens the last lexing left.
    var count = 0

    /// Storage with room for `capacity` tokens.
    init(capacity: Int = 0) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
    }

    /// Storage holding a copy of `tokens`.
    convenience init(copying tokens: [Token]) {
        self.init(capacity: tokens.count)
        tokens.withUnsafeBufferPointer { source in
            if let address = source.baseAddress { base.initialize(from: address, count: source.count) }
        }
        count = tokens.count
    }

    deinit {
        base.deallocate()
    }

    /// The tokens, valid while this storage lives and nothing is lexed into it.
    var tokens: UnsafeBufferPointer<Token> { UnsafeBufferPointer(start: base, count: count) }

    /// Makes room for at least `minimum` tokens, keeping the first `kept` (the rest is not kept).
    func reserve(_ minimum: Int, keeping kept: Int) {
        guard minimum > capacity else { return }
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: minimum)
        larger.moveInitialize(from: base, count: min(kept, capacity))
        base.deallocate()
        base = larger
        capacity = minimum
    }

    /// Storage with room for more tokens than this is let go after a file rather than kept by a worker: one
    /// huge (generated) file must not hold its room for the rest of the run. 2^18 tokens are 3 MB, room for a
    /// file of about 1.3 MB.
    static let largestKept = 1 << 18
}

/// Tokens read by index with the bounds checked, as an array's are: an index past either end stops the run
/// instead of reading memory that is not a token.
struct CheckedTokens {
    private let buffer: UnsafeBufferPointer<Token>

    init(_ buffer: UnsafeBufferPointer<Token>) { self.buffer = buffer }

    var count: Int { buffer.count }

    @inline(__always)
    subscript(index: Int) -> Token {
        precondition(index >= 0 && index < buffer.count, "token index out of range")
        return buffer[index]
    }
}
