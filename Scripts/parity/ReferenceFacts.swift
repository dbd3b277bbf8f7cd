import Foundation
import SwiftParser
import SwiftSyntax

/// Dumps imports and type declarations of Swift files as the compiler's parser sees them.
final class Collector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var imports: [[String: Any]] = []
    var declarations: [[String: Any]] = []
    var stack: [String] = []

    init(tree: SourceFileSyntax, file: String) {
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    func position(_ node: some SyntaxProtocol) -> (Int, Int) {
        let loc = node.startLocation(converter: converter)
        return (loc.line, loc.column)
    }

    func compact(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    /// A declared name as an identifier: `` `Type` `` is the name `Type` (as archlint reports it).
    func declared(_ token: TokenSyntax) -> String {
        let text = token.text
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }

    func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.map { compact($0.type.trimmedDescription) }
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let (line, column) = position(node)
        imports.append([
            "module": node.path.map { $0.name.text }.joined(separator: "."),
            "kind": node.importKindSpecifier?.text as Any,
            "line": line, "column": column,
        ])
        return .skipChildren
    }

    func record(_ kind: String, _ name: String, _ keyword: TokenSyntax, _ inherits: [String]) {
        let (line, column) = position(keyword)
        let qualified = (stack + [name]).joined(separator: ".")
        declarations.append([
            "kind": kind, "name": name, "qualifiedName": qualified, "inherits": inherits,
            "line": line, "column": column,
        ])
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record("class", declared(node.name), node.classKeyword, inherited(node.inheritanceClause))
        stack.append(declared(node.name))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record("struct", declared(node.name), node.structKeyword, inherited(node.inheritanceClause))
        stack.append(declared(node.name))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record("enum", declared(node.name), node.enumKeyword, inherited(node.inheritanceClause))
        stack.append(declared(node.name))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record("protocol", declared(node.name), node.protocolKeyword, inherited(node.inheritanceClause))
        stack.append(declared(node.name))
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record("actor", declared(node.name), node.actorKeyword, inherited(node.inheritanceClause))
        stack.append(declared(node.name))
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = compact(node.extendedType.trimmedDescription)
        let (line, column) = position(node.extensionKeyword)
        declarations.append([
            "kind": "extension", "name": name, "qualifiedName": (stack + [name]).joined(separator: "."),
            "inherits": inherited(node.inheritanceClause), "line": line, "column": column,
        ])
        stack.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        record("macro", declared(node.name), node.macroKeyword, [])
        return .skipChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record("typealias", declared(node.name), node.typealiasKeyword, [compact(node.initializer.value.trimmedDescription)])
        return .skipChildren
    }
}

var paths = Array(CommandLine.arguments.dropFirst())
if paths.first == "--files-from", paths.count == 2 {
    let list = (try? String(contentsOfFile: paths[1], encoding: .utf8)) ?? ""
    paths = list.split(separator: "\n").map(String.init)
}
var out: [[String: Any]] = []
for path in paths {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        continue
    }
    let tree = Parser.parse(source: text)
    let collector = Collector(tree: tree, file: path)
    collector.walk(tree)
    out.append(["path": path, "imports": collector.imports, "declarations": collector.declarations])
}
let json = try JSONSerialization.data(withJSONObject: ["files": out], options: [.sortedKeys])
FileHandle.standardOutput.write(json)
