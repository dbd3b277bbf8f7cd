/// Growable storage for the lexer's tokens. Appending skips the uniqueness check `Array.append` makes on every
/// call, which the lexer pays once per token; `takeTokens()` hands the tokens over as an array.
///
/// The buffer owns its memory and is not copied: `takeTokens()` frees it, and must be called once.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
    }

    /// The token appended last, or nil when there is none.
    var last: Token? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    /// Doubles the capacity, moving the tokens to new storage.
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The tokens, in order; frees the storage, which leaves the buffer empty and unusable.
    mutating func takeTokens() -> [Token] {
        let tokens = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
        return tokens
    }
}
