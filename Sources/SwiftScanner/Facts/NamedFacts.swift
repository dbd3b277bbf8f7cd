/// A fact that names a type (a reference, a construction, a member use), kept as its `Stored` form: the
/// index of its name in the file's names (`FileFacts.names`) instead of a `String` of its own. A run keeps
/// about one such fact per six lines of Swift; stored this way a reference takes 16 bytes instead of 32.
public protocol NamedFact: Sendable {
    associatedtype Stored: StoredNamedFact
    /// The fact that `stored` keeps, with its name.
    init(_ stored: Stored, name: String)
    /// The stored form, with `nameIndex` as the index of the fact's name.
    func stored(nameIndex: Int32) -> Stored
    /// The name that the stored form keeps as an index.
    var storedName: String { get }
}

/// The stored form of a `NamedFact`.
public protocol StoredNamedFact: Sendable {
    /// The index of the fact's name in the file's names.
    var nameIndex: Int32 { get }
    /// Index (into `FileFacts.declarations`) of the innermost enclosing declaration, if any.
    var enclosing: Int? { get }
    /// Where the fact's name is written.
    var position: SourcePosition { get }
}

/// One file's facts of one kind, in source order, read as values with their names: a view of the stored
/// facts and the file's names, so reading it neither copies nor allocates.
public struct NamedFacts<Fact: NamedFact>: RandomAccessCollection, Sendable {
    @usableFromInline let stored: [Fact.Stored]
    @usableFromInline let names: [String]

    @inlinable
    init(stored: [Fact.Stored], names: [String]) {
        self.stored = stored
        self.names = names
    }

    @inlinable
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int { stored.count }

    @inlinable
    public subscript(position: Int) -> Fact {
        let fact = stored[position]
        return Fact(fact, name: names[Int(fact.nameIndex)])
    }

    /// The index of fact `position`'s name in the file's names (`FileNames.names`).
    @inlinable
    public func nameIndex(_ position: Int) -> Int32 { stored[position].nameIndex }

    /// The enclosing declaration of fact `position`, read without making the fact (and its name).
    @inlinable
    public func enclosing(_ position: Int) -> Int? { stored[position].enclosing }

    /// Where fact `index`'s name is written, read without making the fact.
    @inlinable
    public func position(_ index: Int) -> SourcePosition { stored[index].position }
}

extension NamedFacts: Equatable where Fact: Equatable {
    public static func == (lhs: NamedFacts, rhs: NamedFacts) -> Bool { lhs.elementsEqual(rhs) }
}

/// A name written at a position inside a declaration, as a file keeps its references and constructions:
/// 16 bytes.
public struct StoredName: StoredNamedFact {
    public let nameIndex: Int32
    @usableFromInline var storedEnclosing: DeclarationIndex
    public let position: SourcePosition
    @inlinable public var enclosing: Int? { storedEnclosing.index }

    @usableFromInline
    init(nameIndex: Int32, position: SourcePosition, enclosing: Int?) {
        self.nameIndex = nameIndex
        self.position = position
        storedEnclosing = DeclarationIndex(enclosing)
    }
}

/// A `NamedFact` kept as a `StoredName`: a name written at a position inside a declaration.
public protocol NameAtPosition: NamedFact where Stored == StoredName {
    /// The fact named `storedName`, written at `position` inside declaration `enclosing`.
    init(storedName: String, position: SourcePosition, enclosing: Int?)
    var position: SourcePosition { get }
    var enclosing: Int? { get }
}

extension NameAtPosition {
    @inlinable
    public init(_ stored: StoredName, name: String) {
        self.init(storedName: name, position: stored.position, enclosing: stored.storedEnclosing.index)
    }

    public func stored(nameIndex: Int32) -> StoredName {
        StoredName(nameIndex: nameIndex, position: position, enclosing: enclosing)
    }
}

extension TypeReference: NameAtPosition {
    @inlinable
    public init(storedName: String, position: SourcePosition, enclosing: Int?) {
        self.init(name: storedName, position: position, enclosing: enclosing)
    }

    public var storedName: String { name }
}

extension Construction: NameAtPosition {
    @inlinable
    public init(storedName: String, position: SourcePosition, enclosing: Int?) {
        self.init(typeName: storedName, position: position, enclosing: enclosing)
    }

    public var storedName: String { typeName }
}

extension MemberUse: NamedFact {
    /// A member use as a file keeps it: the type name as an index, the member as a string.
    public struct Stored: StoredNamedFact {
        public let nameIndex: Int32
        @usableFromInline var storedEnclosing: DeclarationIndex
        public let position: SourcePosition
        public let member: String
        @inlinable public var enclosing: Int? { storedEnclosing.index }

        @usableFromInline
        init(nameIndex: Int32, member: String, position: SourcePosition, enclosing: Int?) {
            self.nameIndex = nameIndex
            self.member = member
            self.position = position
            storedEnclosing = DeclarationIndex(enclosing)
        }
    }

    @inlinable
    public init(_ stored: Stored, name: String) {
        self.init(
            typeName: name, member: stored.member, position: stored.position, enclosing: stored.storedEnclosing.index)
    }

    public func stored(nameIndex: Int32) -> Stored {
        Stored(nameIndex: nameIndex, member: member, position: position, enclosing: enclosing)
    }

    public var storedName: String { typeName }
}
