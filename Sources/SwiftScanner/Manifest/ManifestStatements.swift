/// The top-level statements of a manifest that matter: variables, helper functions, and mutations of the
/// package's `targets` and `dependencies` after the `Package(…)` call.
struct ManifestStatements {
    /// A helper function: its parameters and its body when that is a single expression.
    struct HelperFunction {
        var parameters: [Parameter]
        var body: ManifestExpression?
    }

    /// `label name: Type = default`; `label` is nil for `_`.
    struct Parameter {
        var label: String?
        var name: String
        var defaultValue: ManifestExpression?
    }

    /// `package.targets.append(…)`, `package.dependencies += […]`.
    struct Mutation {
        /// `targets` or `dependencies`.
        var property: String
        var value: ManifestExpression
        /// True for `append(x)`: `value` is one element, not a list.
        var isElement: Bool
    }

    /// Every definition of each variable, in order (an `#if` may define one in each branch).
    private(set) var variables: [String: [ManifestExpression]] = [:]
    private(set) var functions: [String: HelperFunction] = [:]
    private(set) var mutations: [Mutation] = []

    init(stream: TokenStream) {
        var parser = ManifestExpressionParser(stream: stream)
        while parser.index < stream.count {
            let index = parser.index
            switch stream.keyword(index) {
            case .let where stream.isName(index + 1), .var where stream.isName(index + 1):
                readVariable(&parser)
            case .func where stream.isName(index + 1):
                readFunction(&parser)
            default:
                if stream.isName(index), stream.kind(index - 1) != .dot, readMutation(&parser) { continue }
                parser.index = index + 1
            }
        }
    }

    private mutating func readVariable(_ parser: inout ManifestExpressionParser) {
        let stream = parser.stream
        let name = stream.name(parser.index + 1)
        var cursor = parser.index + 2
        if stream.kind(cursor) == .colon {
            cursor += 1
            var depth = 0
            while cursor < stream.count {
                switch stream[cursor].kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                default: break
                }
                if depth <= 0 && (stream.isOperator(cursor, Byte.equals) || stream[cursor].hasNewlineBefore) { break }
                cursor += 1
            }
        }
        guard stream.isOperator(cursor, Byte.equals) else {
            parser.index = cursor
            return
        }
        parser.index = cursor + 1
        guard parser.index < stream.count else { return }
        variables[name, default: []].append(parser.parseExpression())
    }

    /// `func name(_ a: T, b c: U) -> R { body }`.
    private mutating func readFunction(_ parser: inout ManifestExpressionParser) {
        let stream = parser.stream
        let name = stream.name(parser.index + 1)
        var cursor = parser.index + 2
        if stream.isOperator(cursor, Byte.less), let close = stream.matchingAngle(cursor) { cursor = close + 1 }
        guard stream.kind(cursor) == .leftParen, let closeParen = Self.closer(of: cursor, in: stream) else {
            parser.index = cursor
            return
        }
        let parameters = Self.parameters(stream, from: cursor + 1, to: closeParen)
        cursor = closeParen + 1
        while cursor < stream.count && stream[cursor].kind != .leftBrace && cursor < closeParen + 64 { cursor += 1 }
        guard stream.kind(cursor) == .leftBrace, let closeBrace = Self.closer(of: cursor, in: stream) else {
            parser.index = cursor
            return
        }
        parser.index = cursor + 1
        if stream.keyword(parser.index) == .return { parser.index += 1 }
        var body: ManifestExpression?
        if parser.index < closeBrace {
            let expression = parser.parseExpression()
            if parser.index == closeBrace { body = expression }
        }
        functions[name] = HelperFunction(parameters: parameters, body: body)
        parser.index = closeBrace + 1
    }

    /// The parameters between `(` and `)`, with their default values.
    private static func parameters(_ stream: TokenStream, from start: Int, to end: Int) -> [Parameter] {
        var parameters: [Parameter] = []
        var segmentStart = start
        var depth = 0
        var cursor = start
        while cursor <= end {
            switch stream[cursor].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            if cursor == end || (depth == 0 && stream[cursor].kind == .comma) {
                if let parameter = parameter(stream, segmentStart..<cursor) { parameters.append(parameter) }
                segmentStart = cursor + 1
            }
            cursor += 1
        }
        return parameters
    }

    /// One parameter: the names before its `:`, and the expression after its `=`.
    private static func parameter(_ stream: TokenStream, _ range: Range<Int>) -> Parameter? {
        guard let colon = range.first(where: { stream.kind($0) == .colon }) else { return nil }
        let names = (range.lowerBound..<colon).filter { stream.isName($0) }.map { stream.name($0) }
        guard let name = names.last else { return nil }
        let label = names.first == "_" ? nil : names.first
        var defaultValue: ManifestExpression?
        if let equals = range.first(where: { stream.isOperator($0, Byte.equals) }),
            equals + 1 < range.upperBound
        {
            var parser = ManifestExpressionParser(stream: stream)
            parser.index = equals + 1
            defaultValue = parser.parseExpression()
        }
        return Parameter(label: label, name: name, defaultValue: defaultValue)
    }

    /// `package.targets += […]`, `package.targets.append(…)`, `package.dependencies.append(contentsOf: …)`,
    /// and the same on a variable (`targets.append(…)`). Returns false (moving nothing) for anything else.
    private mutating func readMutation(_ parser: inout ManifestExpressionParser) -> Bool {
        let stream = parser.stream
        // The chain's names (every other token from `parser.index` to `last`) are compared as bytes: most
        // names of a manifest start no mutation.
        var last = parser.index
        var cursor = parser.index + 1
        while stream.kind(cursor) == .dot, stream.isName(cursor + 1) {
            last = cursor + 1
            cursor += 2
        }
        var isAppend = false
        if last > parser.index, stream.nameBytes(last).hasSameBytes(as: "append"), stream.kind(cursor) == .leftParen {
            last -= 2
            isAppend = true
        } else if !(stream.kind(cursor) == .operatorRun && stream.spells(cursor, "+=")) {
            return false
        }
        let property = stream.name(last)
        let isPackageProperty =
            last == parser.index + 2 && (property == "targets" || property == "dependencies")
            && isPackage(stream.name(parser.index))
        let isVariable = last == parser.index && variables[property] != nil
        guard isPackageProperty || isVariable else { return false }
        var isElement = false
        var value: ManifestExpression
        if isAppend {
            parser.index = cursor + 1
            if stream.spells(parser.index, "contentsOf"), stream.kind(parser.index + 1) == .colon {
                parser.index += 2
            } else {
                isElement = true
            }
            value = parser.parseExpression()
            while parser.index < stream.count && stream[parser.index].kind != .rightParen {
                parser.index += 1
            }
            parser.index += 1
        } else {
            parser.index = cursor + 1
            value = parser.parseExpression()
        }
        if isVariable {
            if isElement { value = .array([value], at: value.start) }
            variables[property, default: []].append(value)
        } else {
            mutations.append(Mutation(property: property, value: value, isElement: isElement))
        }
        return true
    }

    /// True when `callee` is the manifest's `Package` initializer.
    static func isPackageCall(_ callee: String) -> Bool {
        callee == "Package" || callee == "PackageDescription.Package"
    }

    /// True when `name` is a variable defined as a `Package(…)` call.
    private func isPackage(_ name: String) -> Bool {
        (variables[name] ?? []).contains { definition in
            if case .call(let callee, _, _) = definition {
                return ManifestStatements.isPackageCall(callee)
            }
            return false
        }
    }

    /// The index of the closer matching the opener at `open`, found iteratively.
    static func closer(of open: Int, in stream: TokenStream) -> Int? {
        var depth = 0
        var cursor = open
        while cursor < stream.count {
            switch stream[cursor].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor += 1
        }
        return nil
    }
}
