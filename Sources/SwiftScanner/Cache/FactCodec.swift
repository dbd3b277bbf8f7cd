/// A file's facts as bytes and back, for the fact cache: every field, so that facts read back are the facts the
/// scan made. Reading checks every index against what it points into (a name, a declaration, a branch), so that
/// facts from a damaged entry can never send a later stage out of bounds: such an entry reads as nil.
enum FactCodec {
    /// `facts` as bytes.
    static func encode(_ facts: FileFacts) -> [UInt8] {
        let fields = facts.box.value
        var writer = FactByteWriter()
        writer.integer(fields.lineCount)
        writer.integer(fields.byteCount)
        writer.strings(fields.names.names)
        writer.list(fields.imports) { encode($0, into: &$1) }
        writer.list(fields.declarations) { encode($0, into: &$1) }
        encodeNames(fields.storedReferences, into: &writer) { _, _ in }
        encodeNames(fields.storedConstructions, into: &writer) { _, _ in }
        encodeNames(fields.storedMemberUses, into: &writer) { use, writer in writer.string(use.member) }
        writer.list(fields.directives) { directive, writer in
            writer.string(directive.text)
            writer.position(directive.position)
            writer.flag(directive.isTrailing)
        }
        writer.list(fields.conditionalBranches) { branch, writer in
            writer.optionalString(branch.condition)
            writer.optionalIndex(branch.parent)
            writer.position(branch.start)
            writer.position(branch.end)
        }
        writer.list(fields.diagnostics) { diagnostic, writer in
            writer.string(diagnostic.kind.rawValue)
            writer.string(diagnostic.message)
            writer.position(diagnostic.position)
        }
        return writer.bytes
    }

    /// The facts of the file at `path` that `bytes` hold, or nil when they are not what `encode` writes. Long
    /// names share their strings with the worker's other files through `shared`.
    static func decode(_ bytes: UnsafeRawBufferPointer, path: String, sharing shared: inout SharedNames) -> FileFacts? {
        var reader = FactByteReader(bytes)
        do throws(FactBytesError) {
            let lineCount = try reader.integer()
            var fields = FileFacts.Fields(path: path, byteCount: try reader.integer(atMost: Int(UInt32.max)))
            fields.lineCount = lineCount
            let names = try reader.list(bytesEach: 1) { reader, _ throws(FactBytesError) in
                let utf8 = try reader.slice(reader.count()).assumingMemoryBound(to: UInt8.self)
                return shared.string(for: utf8, hash: NameHash.of(utf8))
            }
            fields.names = FileNames(keeping: names)
            fields.imports = try reader.list(bytesEach: Self.smallestImport) { reader, _ throws(FactBytesError) in
                try decodeImport(&reader)
            }
            // An enclosing declaration opens before what it encloses: a parent comes first, so that no walk up the
            // parents of damaged facts can go round in a circle.
            fields.declarations = try reader.list(bytesEach: Self.smallestDeclaration) {
                reader, index throws(FactBytesError) in try decodeDeclaration(&reader, parentBelow: index)
            }
            let scope = (names: names.count, declarations: fields.declarations.count)
            fields.storedReferences = try decodeNames(&reader, scope) { _, index, position, enclosing in
                StoredName(nameIndex: index, position: position, enclosing: enclosing)
            }
            fields.storedConstructions = try decodeNames(&reader, scope) { _, index, position, enclosing in
                StoredName(nameIndex: index, position: position, enclosing: enclosing)
            }
            fields.storedMemberUses = try decodeNames(&reader, scope) {
                (reader, index, position, enclosing) throws(FactBytesError) in
                MemberUse.Stored(
                    nameIndex: index, member: try reader.string(), position: position, enclosing: enclosing)
            }
            fields.directives = try reader.list(bytesEach: 4) { reader, _ throws(FactBytesError) in
                let text = try reader.string()
                let position = try reader.position()
                return CommentDirective(text: text, position: position, isTrailing: try reader.flag())
            }
            fields.conditionalBranches = try reader.list(bytesEach: 6) { reader, index throws(FactBytesError) in
                let condition = try reader.optionalString()
                let parent = try reader.optionalIndex(below: index)
                let start = try reader.position()
                return ConditionalBranch(condition: condition, parent: parent, start: start, end: try reader.position())
            }
            fields.diagnostics = try reader.list(bytesEach: 4) { reader, _ throws(FactBytesError) in
                guard let kind = ScanDiagnostic.Kind(rawValue: try reader.string()) else { throw FactBytesError() }
                let message = try reader.string()
                return ScanDiagnostic(kind: kind, message: message, position: try reader.position())
            }
            guard reader.isAtEnd else { return nil }
            return FileFacts(fields)
        } catch {
            return nil
        }
    }

    /// The fewest bytes an import is written in: a module name's length, three flags, an attribute count and a
    /// position's two numbers.
    private static let smallestImport = 7
    /// The fewest bytes a declaration is written in (see `encode(_:into:)` of a declaration).
    private static let smallestDeclaration = 12

    private static func encode(_ fact: ImportFact, into writer: inout FactByteWriter) {
        writer.string(fact.module)
        writer.optionalString(fact.kind)
        writer.strings(fact.attributes)
        writer.optionalString(fact.accessLevel)
        writer.optionalString(fact.condition)
        writer.position(fact.position)
    }

    private static func decodeImport(_ reader: inout FactByteReader) throws(FactBytesError) -> ImportFact {
        let module = try reader.string()
        let kind = try reader.optionalString()
        let attributes = try reader.strings()
        let accessLevel = try reader.optionalString()
        let condition = try reader.optionalString()
        return ImportFact(
            module: module, kind: kind, attributes: attributes, accessLevel: accessLevel, condition: condition,
            position: try reader.position())
    }

    private static let declarationKinds = DeclarationKind.allCases

    private static func encode(_ fact: DeclarationFact, into writer: inout FactByteWriter) {
        writer.integer(declarationKinds.firstIndex(of: fact.kind) ?? 0)
        writer.string(fact.name)
        // Most declarations are at the top level: their qualified name is their name.
        writer.flag(fact.qualifiedName == fact.name)
        if fact.qualifiedName != fact.name { writer.string(fact.qualifiedName) }
        writer.strings(fact.genericParameters)
        writer.flag(fact.hasGenericRequirements)
        writer.strings(fact.inherits)
        writer.optionalString(fact.accessLevel)
        writer.strings(fact.attributes)
        writer.position(fact.position)
        writer.optionalIndex(fact.parent)
        writer.optionalString(fact.condition)
    }

    private static func decodeDeclaration(_ reader: inout FactByteReader, parentBelow limit: Int) throws(FactBytesError)
        -> DeclarationFact
    {
        let kind = declarationKinds[try reader.integer(atMost: declarationKinds.count - 1)]
        let name = try reader.string()
        let qualifiedName = try reader.flag() ? name : try reader.string()
        let genericParameters = try reader.strings()
        let hasGenericRequirements = try reader.flag()
        let inherits = try reader.strings()
        let accessLevel = try reader.optionalString()
        let attributes = try reader.strings()
        let position = try reader.position()
        let parent = try reader.optionalIndex(below: limit)
        return DeclarationFact(
            kind: kind, name: name, qualifiedName: qualifiedName, genericParameters: genericParameters,
            hasGenericRequirements: hasGenericRequirements, inherits: inherits, accessLevel: accessLevel,
            attributes: attributes, position: position, parent: parent, condition: try reader.optionalString())
    }

    /// Named facts in source order: each name index, its line as the difference from the previous fact's
    /// (zigzag-coded, so that an out-of-order fact still round-trips), its column, its enclosing declaration,
    /// then what `extra` writes.
    private static func encodeNames<Stored: StoredNamedFact>(
        _ facts: [Stored], into writer: inout FactByteWriter, extra: (Stored, inout FactByteWriter) -> Void
    ) {
        // Written out rather than with `list`: a file has hundreds of these, and the closures were not inlined (a
        // warm bench1m run read them back with 14 M more instructions).
        writer.integer(facts.count)
        var line = 0
        for fact in facts {
            writer.integer(Int(fact.nameIndex))
            let delta = fact.position.line - line
            writer.unsigned(UInt64(bitPattern: Int64((delta << 1) ^ (delta >> 63))))
            line = fact.position.line
            writer.integer(fact.position.column)
            writer.optionalIndex(fact.enclosing)
            extra(fact, &writer)
        }
    }

    private static func decodeNames<Stored: StoredNamedFact>(
        _ reader: inout FactByteReader, _ scope: (names: Int, declarations: Int),
        make: (inout FactByteReader, Int32, SourcePosition, Int?) throws(FactBytesError) -> Stored
    ) throws(FactBytesError) -> [Stored] {
        // A name index, a line, a column and an enclosing declaration; a loop of its own, as in `encodeNames`.
        let count = try reader.count(bytesEach: 4)
        var facts: [Stored] = []
        facts.reserveCapacity(count)
        var line = 0
        for _ in 0..<count {
            let nameIndex = try reader.integer(atMost: scope.names - 1)
            let zigzag = try reader.unsigned()
            let delta = Int(truncatingIfNeeded: Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
            let (next, overflow) = line.addingReportingOverflow(delta)
            guard !overflow, next >= 0, next <= Int(UInt32.max) else { throw FactBytesError() }
            line = next
            let position = SourcePosition(line: line, column: try reader.integer(atMost: Int(UInt32.max)))
            let enclosing = try reader.optionalIndex(below: scope.declarations)
            facts.append(try make(&reader, Int32(nameIndex), position, enclosing))
        }
        return facts
    }
}
