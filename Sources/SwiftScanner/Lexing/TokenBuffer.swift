/// The lexer's view of the token storage being filled. Appending skips the uniqueness and capacity checks
/// `Array.append` makes on every call, which the lexer would pay once per token: the lexer checks for room once
/// per step instead (`hasRoom(for:)`).
///
/// The buffer does not own its memory: it points into a `TokenStorage`, and the tokens in it belong to that
/// storage.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>?
    private var capacity = 0
    private(set) var count = 0

    /// A buffer with no storage (and no room).
    init() {}

    /// The token appended last, or nil when there is none.
    var last: Token? { count > 0 ? base?[count - 1] : nil }

    /// True when `tokens` more tokens fit.
    @inline(__always)
    func hasRoom(for tokens: Int) -> Bool { capacity - count >= tokens }

    /// Appends `token`; there must be room for it (checked: a lexer step that emitted more tokens than it
    /// reserved room for stops the run instead of writing past the storage).
    @inline(__always)
    mutating func append(_ token: Token) {
        precondition(count < capacity, "the lexer emitted more tokens in one step than it made room for")
        appendInCheckedRoom(token)
    }

    /// Appends `token` in a step whose room the caller has just checked with `hasRoom(for:)` (the lexer's
    /// loop, one token a step): `append(_:)` without checking again.
    @inline(__always)
    mutating func appendInCheckedRoom(_ token: Token) {
        assert(count < capacity)
        base.unsafelyUnwrapped.advanced(by: count).initialize(to: token)
        count &+= 1
    }

    /// Makes the buffer write into `storage`, whose start holds the tokens appended so far (it has room for them).
    mutating func point(to storage: UnsafeMutableBufferPointer<Token>) {
        precondition(storage.count >= count)
        base = storage.baseAddress
        capacity = storage.count
    }
}
