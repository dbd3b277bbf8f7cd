/// A 1-based position in a source file. `column` counts UTF-8 bytes from the
/// start of the line, as the Swift compiler reports it.
///
/// Stored in 32 bits each (files of 4 GiB or more are not read, so neither overflows): a run keeps millions of
/// positions.
public struct SourcePosition: Hashable, Comparable, Sendable {
    @usableFromInline var storedLine: UInt32
    @usableFromInline var storedColumn: UInt32

    public var line: Int {
        @inlinable get { Int(storedLine) }
        @inlinable set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        @inlinable get { Int(storedColumn) }
        @inlinable set { storedColumn = UInt32(clamping: newValue) }
    }

    @inlinable
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    @inlinable
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// An optional index into a file's declarations in 32 bits (-1 for none), for the facts a file keeps (its
/// declarations' parents and the stored forms of its references, constructions and member uses).
@usableFromInline
struct DeclarationIndex: Hashable, Sendable {
    @usableFromInline var raw: Int32

    @inlinable
    init(_ index: Int?) { raw = index.map { Int32(clamping: $0) } ?? -1 }

    @inlinable
    var index: Int? { raw < 0 ? nil : Int(raw) }
}

/// An immutable value behind one reference: the structs that hold one are copied often, and a copy then
/// retains this object instead of each string and array in the value. Equal and hashed by value.
@usableFromInline
final class SharedValue<Value: Sendable>: Sendable {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) { self.value = value }
}

extension SharedValue: Equatable where Value: Equatable {
    @usableFromInline
    static func == (lhs: SharedValue, rhs: SharedValue) -> Bool { lhs === rhs || lhs.value == rhs.value }
}

extension SharedValue: Hashable where Value: Hashable {
    @usableFromInline
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Everything the scanner extracted from one `.swift` file. File contents are
/// not kept: only these facts survive a scan.
public struct FileFacts: Sendable {
    /// What the facts hold, in one immutable box: the model hands the facts of every file around by value, and
    /// a copy then costs one reference count instead of one for each of eleven arrays and strings. Facts are
    /// read-only: the scanner fills the fields, then boxes them once.
    @usableFromInline
    struct Fields: Sendable {
        @usableFromInline var path: String
        @usableFromInline var imports: [ImportFact] = []
        @usableFromInline var declarations: [DeclarationFact] = []
        @usableFromInline var storedReferences: [TypeReference.Stored] = []
        @usableFromInline var storedConstructions: [Construction.Stored] = []
        @usableFromInline var storedMemberUses: [MemberUse.Stored] = []
        @usableFromInline var directives: [CommentDirective] = []
        @usableFromInline var conditionalBranches: [ConditionalBranch] = []
        @usableFromInline var diagnostics: [ScanDiagnostic] = []
        @usableFromInline var lineCount = 0
        @usableFromInline var byteCount = 0
        @usableFromInline var names = FileNames()

        init(path: String, byteCount: Int) {
            self.path = path
            self.byteCount = byteCount
        }
    }

    @usableFromInline let box: SharedValue<Fields>

    /// The path as given (or relative to the scan root).
    @inlinable public var path: String { box.value.path }
    @inlinable public var imports: [ImportFact] { box.value.imports }
    @inlinable public var declarations: [DeclarationFact] { box.value.declarations }
    /// Capitalised names used as types, in source order.
    @inlinable
    public var references: NamedFacts<TypeReference> {
        NamedFacts(stored: box.value.storedReferences, names: box.value.names.names)
    }
    /// Calls `TypeName(` and `TypeName.init(`, in source order.
    @inlinable
    public var constructions: NamedFacts<Construction> {
        NamedFacts(stored: box.value.storedConstructions, names: box.value.names.names)
    }
    /// Static member uses `TypeName.member`, in source order.
    @inlinable
    public var memberUses: NamedFacts<MemberUse> {
        NamedFacts(stored: box.value.storedMemberUses, names: box.value.names.names)
    }
    @inlinable public var directives: [CommentDirective] { box.value.directives }
    /// The branches of `#if` blocks, in the order they open (source order).
    @inlinable public var conditionalBranches: [ConditionalBranch] { box.value.conditionalBranches }
    @inlinable public var diagnostics: [ScanDiagnostic] { box.value.diagnostics }
    /// Number of lines in the file (a final line without a newline counts).
    @inlinable public var lineCount: Int { box.value.lineCount }
    /// Size of the file in bytes.
    @inlinable public var byteCount: Int { box.value.byteCount }
    /// The distinct names of the references, constructions and member uses, each once (set with them: a fact
    /// keeps its name as an index into it).
    public var names: FileNames { box.value.names }

    public init(
        path: String,
        imports: [ImportFact] = [],
        declarations: [DeclarationFact] = [],
        references: [TypeReference] = [],
        constructions: [Construction] = [],
        memberUses: [MemberUse] = [],
        directives: [CommentDirective] = [],
        conditionalBranches: [ConditionalBranch] = [],
        diagnostics: [ScanDiagnostic] = [],
        lineCount: Int = 0,
        byteCount: Int = 0
    ) {
        var fields = Fields(path: path, byteCount: byteCount)
        fields.imports = imports
        fields.declarations = declarations
        fields.storedReferences = Self.store(references, in: &fields.names)
        fields.storedConstructions = Self.store(constructions, in: &fields.names)
        fields.storedMemberUses = Self.store(memberUses, in: &fields.names)
        fields.directives = directives
        fields.conditionalBranches = conditionalBranches
        fields.diagnostics = diagnostics
        fields.lineCount = lineCount
        self.init(fields)
    }

    /// The facts holding `fields`.
    init(_ fields: Fields) { box = SharedValue(fields) }

    /// `facts` in their stored form, their names interned in `names`.
    private static func store<Fact: NamedFact>(_ facts: [Fact], in names: inout FileNames) -> [Fact.Stored] {
        facts.map { $0.stored(nameIndex: names.intern($0.storedName)) }
    }
}

/// A branch of an `#if` block: the code from the directive that opens it (`#if`, `#elseif` or `#else`) to the
/// one that ends it (`#elseif`, `#else` or `#endif`; the end of the file when the block is never closed).
public struct ConditionalBranch: Hashable, Sendable {
    /// The directive's own condition as written (`DEBUG`, `os(iOS) || os(macOS)`), nil for `#else`. The branch is
    /// compiled when its directive's condition holds, no earlier branch of its block's did, and its parent
    /// branch is compiled.
    public var condition: String?
    /// The index (in `FileFacts.conditionalBranches`) of the branch the block sits in, nil at the top.
    public var parent: Int?
    /// Where the opening directive's `#` is.
    public var start: SourcePosition
    /// Where the ending directive's `#` is, or the end of the file.
    public var end: SourcePosition

    public init(condition: String?, parent: Int? = nil, start: SourcePosition, end: SourcePosition) {
        self.condition = condition
        self.parent = parent
        self.start = start
        self.end = end
    }

    /// Whether `position` lies inside the branch, between its two directives.
    @inlinable
    public func contains(_ position: SourcePosition) -> Bool { start < position && position < end }
}

/// `import` declaration, e.g. `@testable import struct Foo.Bar`.
public struct ImportFact: Hashable, Sendable {
    /// Full module path as written, e.g. `Foo` or `Foo.Bar`.
    public var module: String
    /// The import kind keyword (`struct`, `func`, `class`, ...), or nil for a plain import.
    public var kind: String?
    /// Attributes as written without whitespace, e.g. `@testable`, `@_spi(Internal)`.
    public var attributes: [String]
    /// `public`, `package`, `internal`, `fileprivate`, `private`, or nil.
    public var accessLevel: String?
    /// The `#if` condition(s) the import sits under, joined with ` && `, or nil.
    /// An `#else` branch is written as `!(cond)`.
    public var condition: String?
    public var position: SourcePosition

    public init(
        module: String, kind: String? = nil, attributes: [String] = [], accessLevel: String? = nil,
        condition: String? = nil, position: SourcePosition
    ) {
        self.module = module
        self.kind = kind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.condition = condition
        self.position = position
    }

    /// The top-level module name (`Foo` for `Foo.Bar`).
    public var topLevelModule: Substring {
        guard let dot = module.firstIndex(ofByte: UInt8(ascii: ".")) else { return Substring(module) }
        return module[..<dot]
    }

    /// The top-level module name of a module path, as a `String`: for code that reads `module` of an import
    /// in an array in place (a copy of the import counts a reference to each of its strings).
    public static func topLevelModule(of module: String) -> String {
        guard let dot = module.firstIndex(ofByte: UInt8(ascii: ".")) else { return module }
        return String(module[..<dot])
    }
}

/// The kind of a type-level declaration. `preview` is a `#Preview { … }` macro expansion: its body is
/// the enclosing declaration of the code inside it.
public enum DeclarationKind: String, Hashable, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`, `typealias`, `macro`, `preview`
}

/// A type declaration, extension, typealias or `#Preview` expansion (named `#Preview`).
///
/// The texts (names, lists, attributes, condition) sit in one immutable object that copies share: the model
/// copies declarations as it reads them, and a copy then retains one object instead of seven strings and arrays.
public struct DeclarationFact: Hashable, Sendable {
    public var kind: DeclarationKind
    /// The declared name; for an extension, the extended type as written (`A.B`).
    @inlinable public var name: String { texts.value.name }
    /// Name qualified through enclosing type declarations, e.g. `Outer.Inner`.
    /// For an extension it is the extended type (qualified by the enclosing types, if nested).
    @inlinable public var qualifiedName: String { texts.value.qualifiedName }
    /// The declaration's own generic parameter names (`T`, `U`).
    @inlinable public var genericParameters: [String] { texts.value.genericParameters }
    /// Whether the generic parameters have requirements: a constraint in the generic clause (`<T: P>`) or a
    /// `where` clause.
    @inlinable public var hasGenericRequirements: Bool { texts.value.hasGenericRequirements }
    /// The inheritance / conformance list as written, whitespace removed
    /// (`C<D>`, `P&Q`, `@uncheckedSendable`, `~Copyable`). For a typealias, the aliased type.
    @inlinable public var inherits: [String] { texts.value.inherits }
    @inlinable public var accessLevel: String? { texts.value.accessLevel }
    /// Attributes as written without whitespace (`@MainActor`, `@available(iOS15,*)`).
    @inlinable public var attributes: [String] { texts.value.attributes }
    /// Position of the declaration's keyword (`class`, `struct`, ...).
    public var position: SourcePosition
    /// Index (into `FileFacts.declarations`) of the enclosing type declaration, if nested.
    public var parent: Int? {
        @inlinable get { storedParent.index }
        @inlinable set { storedParent = DeclarationIndex(newValue) }
    }
    @usableFromInline var storedParent: DeclarationIndex
    /// The `#if` condition(s) the declaration sits under, written as for `ImportFact.condition`, or nil.
    @inlinable public var condition: String? { texts.value.condition }
    @usableFromInline let texts: SharedValue<Texts>

    public init(
        kind: DeclarationKind, name: String, qualifiedName: String, genericParameters: [String] = [],
        hasGenericRequirements: Bool = false, inherits: [String] = [], accessLevel: String? = nil,
        attributes: [String] = [], position: SourcePosition, parent: Int? = nil, condition: String? = nil
    ) {
        self.kind = kind
        texts = SharedValue(
            Texts(
                name: name, qualifiedName: qualifiedName, genericParameters: genericParameters,
                hasGenericRequirements: hasGenericRequirements, inherits: inherits, accessLevel: accessLevel,
                attributes: attributes, condition: condition))
        self.position = position
        storedParent = DeclarationIndex(parent)
    }

    /// The texts of a declaration.
    @usableFromInline
    struct Texts: Hashable, Sendable {
        @usableFromInline var name: String
        @usableFromInline var qualifiedName: String
        @usableFromInline var genericParameters: [String]
        @usableFromInline var hasGenericRequirements: Bool
        @usableFromInline var inherits: [String]
        @usableFromInline var accessLevel: String?
        @usableFromInline var attributes: [String]
        @usableFromInline var condition: String?
    }
}

/// A capitalised identifier used as a type name in code.
public struct TypeReference: Hashable, Sendable {
    public var name: String
    public var position: SourcePosition
    /// Index (into `FileFacts.declarations`) of the innermost enclosing declaration, or nil at file scope.
    public var enclosing: Int?

    public init(name: String, position: SourcePosition, enclosing: Int? = nil) {
        self.name = name
        self.position = position
        self.enclosing = enclosing
    }
}

/// A call site `TypeName(` or `TypeName.init(`.
public struct Construction: Hashable, Sendable {
    public var typeName: String
    public var position: SourcePosition
    public var enclosing: Int?

    public init(typeName: String, position: SourcePosition, enclosing: Int? = nil) {
        self.typeName = typeName
        self.position = position
        self.enclosing = enclosing
    }
}

/// A static member use `TypeName.member`, e.g. `URLSession.shared`.
public struct MemberUse: Hashable, Sendable {
    public var typeName: String
    public var member: String
    public var position: SourcePosition
    public var enclosing: Int?

    public init(typeName: String, member: String, position: SourcePosition, enclosing: Int? = nil) {
        self.typeName = typeName
        self.member = member
        self.position = position
        self.enclosing = enclosing
    }
}

/// A comment whose text begins with `archlint:`.
public struct CommentDirective: Hashable, Sendable {
    /// The text after `archlint:`, trimmed (e.g. `disable:next domain-imports -- reason`).
    public var text: String
    public var position: SourcePosition
    /// True when code precedes the comment on the same line (a trailing comment).
    public var isTrailing: Bool

    public init(text: String, position: SourcePosition, isTrailing: Bool) {
        self.text = text
        self.position = position
        self.isTrailing = isTrailing
    }
}

/// A problem found while scanning. Scanning never throws; it records these and goes on.
public struct ScanDiagnostic: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case unterminatedString = "unterminated-string"
        case unterminatedComment = "unterminated-comment"
        case unterminatedRegex = "unterminated-regex"
        case unterminatedConditional = "unterminated-conditional"
        case invalidUTF8 = "invalid-utf8"
        case nulByte = "nul-byte"
        case unsupportedEncoding = "unsupported-encoding"
        case conflictMarker = "conflict-marker"
        case unbalancedDelimiter = "unbalanced-delimiter"
        case binaryFile = "binary-file"
    }

    public var kind: Kind
    /// Lowercase message without a final period, e.g. `unterminated string literal`.
    public var message: String
    public var position: SourcePosition

    public init(kind: Kind, message: String, position: SourcePosition) {
        self.kind = kind
        self.message = message
        self.position = position
    }
}
