/// The lexical category of a token. Only what the fact extractor needs is distinguished.
enum TokenKind: UInt8 {
    case identifier
    /// `` `name` ``: the token range includes the backticks.
    case backtickIdentifier
    case number
    /// One segment of a string literal (quotes and any `#` delimiters included when they belong to it).
    case string
    case regex
    /// An editor placeholder `<#…#>`.
    case placeholder
    /// A run of operator characters (`+`, `->`, `==`, `?`, `&`); `<` and `>` stand alone where generics need it.
    case operatorRun
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, dot, at, pound, backslash
    /// `\(` (or `\#(` in a raw string) that opens a string interpolation.
    case interpolationOpen
    /// The `)` that closes a string interpolation.
    case interpolationClose
    /// A byte that starts no Swift token (`'`, control characters).
    case unknown
}

/// One token: kind and byte range only, so that lexing allocates nothing per token.
struct Token {
    static let newlineBefore: UInt8 = 1
    static let spaceBefore: UInt8 = 2

    var kind: TokenKind
    var flags: UInt8
    var keyword: Keyword
    var startOffset: UInt32
    var endOffset: UInt32

    var start: Int { Int(startOffset) }
    var end: Int { Int(endOffset) }
    var length: Int { Int(endOffset &- startOffset) }
    var hasNewlineBefore: Bool { flags & Token.newlineBefore != 0 }
    var hasSpaceBefore: Bool { flags & Token.spaceBefore != 0 }
}

/// Keywords and contextual keywords the fact extractor cares about. `none` for any other identifier.
enum Keyword: UInt8, CaseIterable {
    case none
    // declarations
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`, macro, `import`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `associatedtype`, `operator`
    case `precedencegroup`
    // modifiers
    case `public`, `private`, `fileprivate`, `internal`, package, open, final, `static`, override
    case required, convenience, mutating, nonmutating, lazy, weak, unowned, dynamic, optional
    case indirect, nonisolated, distributed, prefix, postfix, infix, isolated, consuming, borrowing
    case `inout`, some, any, each
    // statements and expressions
    case `return`, `if`, `else`, `guard`, `while`, `for`, `in`, `do`, `catch`, `throw`, `throws`
    case `rethrows`, `try`, await, `switch`, `default`, `where`, `is`, `as`, `repeat`, `break`
    case `continue`, `fallthrough`, `defer`, `true`, `false`, `nil`, `self`, `super`, get, set
    case willSet, didSet, async, then
    // capitalised keywords
    case `Self`, `Any`, `Type`, `Protocol`

    /// The keyword's spelling (the case name), used once to build the keyword table.
    var spelling: String { Keyword.spellings[Int(rawValue)] }

    /// The case names in declaration order, written out: `String(describing:)` reads a case's name from the
    /// reflection metadata, about 30,000 instructions a keyword at every start-up (`LexerTokenTests` checks the
    /// two agree).
    static let spellings: [String] = [
        "none", "class", "struct", "enum", "protocol", "actor", "extension", "typealias", "macro", "import", "func",
        "init", "deinit", "subscript", "var", "let", "case", "associatedtype", "operator", "precedencegroup",
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "override", "required",
        "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "indirect",
        "nonisolated", "distributed", "prefix", "postfix", "infix", "isolated", "consuming", "borrowing", "inout",
        "some", "any", "each", "return", "if", "else", "guard", "while", "for", "in", "do", "catch", "throw",
        "throws", "rethrows", "try", "await", "switch", "default", "where", "is", "as", "repeat", "break",
        "continue", "fallthrough", "defer", "true", "false", "nil", "self", "super", "get", "set", "willSet",
        "didSet", "async", "then", "Self", "Any", "Type", "Protocol",
    ]

    /// The declaration this keyword introduces, if it is a declaration keyword.
    var declarationKind: DeclarationKind? {
        switch self {
        case .class: return .class
        case .struct: return .struct
        case .enum: return .enum
        case .protocol: return .protocol
        case .actor: return .actor
        case .extension: return .extension
        case .typealias: return .typealias
        case .macro: return .macro
        default: return nil
        }
    }

    /// Modifiers that may precede a declaration or an import.
    var isModifier: Bool {
        rawValue >= Keyword.public.rawValue && rawValue <= Keyword.borrowing.rawValue
    }

    /// The spelling of an access-level modifier (`open` included), or nil for any other keyword.
    var accessLevelSpelling: String? {
        switch self {
        case .public: return "public"
        case .private: return "private"
        case .fileprivate: return "fileprivate"
        case .internal: return "internal"
        case .package: return "package"
        case .open: return "open"
        default: return nil
        }
    }

    /// Keywords after which an expression (and so a regex literal) can start.
    var startsExpression: Bool {
        switch self {
        case .return, .if, .else, .guard, .while, .for, .in, .do, .catch, .throw, .try, .await, .switch,
            .where, .is, .as, .repeat, .case, .then:
            return true
        default:
            return false
        }
    }
}

/// Looks identifiers up in the keyword table without creating strings: the first 16 bytes are packed into
/// two integers (with plain loads where the input allows) and hashed into a small open-addressing table.
struct KeywordTable {
    private struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length = 0
        var keyword = Keyword.none
    }

    /// Slots of the hash table; `.none` marks an empty one. The count is a power of two, at most a quarter full.
    private let slots: [Entry]
    private let mask: Int
    /// Per ASCII byte, bit `n` set when a keyword of `n` bytes starts with it: most identifiers are ruled out
    /// by their first byte and length alone.
    private let lengthsByFirstByte: [UInt16]

    static let shared = KeywordTable()

    private init() {
        let keywords = Keyword.allCases.filter { $0 != .none }
        var size = 16
        while size < keywords.count * 4 { size *= 2 }
        var slots = [Entry](repeating: Entry(), count: size)
        var lengths = [UInt16](repeating: 0, count: 128)
        for keyword in keywords {
            let bytes = Array(keyword.spelling.utf8)
            lengths[Int(bytes[0])] |= 1 << bytes.count
            let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0, 0, bytes.count) }
            var slot = KeywordTable.hash(low, high, bytes.count) & (size - 1)
            while slots[slot].keyword != .none { slot = (slot + 1) & (size - 1) }
            slots[slot] = Entry(low: low, high: high, length: bytes.count, keyword: keyword)
        }
        self.slots = slots
        mask = size - 1
        lengthsByFirstByte = lengths
    }

    @inline(__always)
    private static func hash(_ low: UInt64, _ high: UInt64, _ length: Int) -> Int {
        let mixed = (low ^ (high &* 31) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 40)
    }

    /// The first 16 bytes of `bytes[start..<start+length]` (length at most 16), little-endian, zero-padded.
    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> (UInt64, UInt64) {
        if start + 16 <= bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) {
            let first = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            let second = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self))
            if length >= 8 {
                let highMask: UInt64 = length >= 16 ? ~0 : (1 << (8 * UInt64(length - 8))) &- 1
                return (first, second & highMask)
            }
            return (first & ((1 << (8 * UInt64(length))) &- 1), 0)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < length {
            let value = UInt64(bytes[start + index])
            if index < 8 {
                low |= value << (8 * UInt64(index))
            } else {
                high |= value << (8 * UInt64(index - 8))
            }
            index += 1
        }
        return (low, high)
    }

    /// The keyword spelled by `bytes[start..<start+length]`, or `.none`.
    @inline(__always)
    func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Keyword {
        guard length >= 2, length <= 15 else { return .none }
        let first = Int(bytes[start])
        guard first < 0x80, lengthsByFirstByte.withUnsafeBufferPointer({ $0[first] }) >> length & 1 != 0 else {
            return .none
        }
        return lookup(bytes, start, length)
    }

    /// `classify` past its first-byte and length filter, out of line: the filter alone decides most
    /// identifiers, and the lexer's loop keeps only it.
    @inline(never)
    private func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Keyword {
        let (low, high) = KeywordTable.pack(bytes, start, length)
        return slots.withUnsafeBufferPointer { table in
            var slot = KeywordTable.hash(low, high, length) & mask
            while true {
                let entry = table[slot]
                if entry.keyword == .none { return .none }
                if entry.low == low && entry.high == high && entry.length == length { return entry.keyword }
                slot = (slot + 1) & mask
            }
        }
    }
}
