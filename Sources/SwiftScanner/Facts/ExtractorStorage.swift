/// The arrays a worker's lexer and fact extractors fill, kept from one file to the next: a file starts with the
/// room the worker's earlier files made, so that its tokens and facts do not grow one doubling (an allocation
/// and a copy) at a time, and the facts kept for the run are exact-size copies made once at the end of the file.
struct ExtractorStorage {
    var imports: [ImportFact] = []
    var declarations: [DeclarationFact] = []
    var references: [TypeReference.Stored] = []
    var constructions: [Construction.Stored] = []
    var memberUses: [MemberUse.Stored] = []
    var scopes: [FactExtractor.Scope] = []
    /// Where the worker's files are lexed.
    private(set) var tokens = TokenStorage()
    /// Where the names of the worker's files are interned (`FileNames.exchangeTable(with:)`).
    var nameLookup = NameTable()

    /// Arrays with room for more elements than this are let go after a file rather than kept: one huge
    /// (generated) file must not hold its room for the rest of the run.
    static let largestKept = 1 << 16

    /// Empties every array and the name table, keeping their room unless it is larger than `largestKept` (or
    /// `NameTable.largestKept`).
    mutating func clear() {
        Self.clear(&imports)
        Self.clear(&declarations)
        Self.clear(&references)
        Self.clear(&constructions)
        Self.clear(&memberUses)
        Self.clear(&scopes)
        nameLookup.removeAll()
        if tokens.capacity > TokenStorage.largestKept { tokens = TokenStorage() }
    }

    private static func clear<Element>(_ array: inout [Element]) {
        if array.capacity > largestKept { array = [] } else { array.removeAll(keepingCapacity: true) }
    }

    /// `array`'s elements in a new array without spare room (none allocated when it is empty).
    static func exactCopy<Element>(_ array: [Element]) -> [Element] {
        array.isEmpty ? [] : array.withUnsafeBufferPointer { Array($0) }
    }
}
