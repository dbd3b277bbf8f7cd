import SwiftScanner

/// `archlint explain path:line`, for the names on the line: what each type name resolved to, by which step of
/// Swift's lookup (generic parameter, enclosing scope, supertype, file, module, import), and why the other
/// types of that name were not taken.
public struct NameResolutionExplanation {
    let model: ArchitectureModel
    let root: String
    /// How many other declarations of a name one line lists.
    static let othersListed = 3

    public init(model: ArchitectureModel, root: String) {
        self.model = model
        self.root = root
    }

    /// One line per name written on `line` of the file at `path` (as printed by `check`, or relative to the
    /// root), in source order; empty when the line has none or the file is not in the model.
    public func lines(path: String, line: Int) -> [String] {
        guard
            let file = model.files.firstIndex(where: {
                $0.path == path || DisplayPath.join(root: root, $0.path) == path
            })
        else { return [] }
        let facts = model.files[file]
        let resolution = model.resolutions[file]
        var names: [(position: SourcePosition, name: String, enclosing: Int?, target: SymbolID)] = []
        for (index, fact) in facts.references.enumerated() where fact.position.line == line {
            names.append((fact.position, fact.name, fact.enclosing, resolution.references[index]))
        }
        for (index, fact) in facts.constructions.enumerated() where fact.position.line == line {
            names.append((fact.position, fact.typeName, fact.enclosing, resolution.constructions[index]))
        }
        for (index, fact) in facts.memberUses.enumerated() where fact.position.line == line {
            names.append((fact.position, fact.typeName, fact.enclosing, resolution.memberUses[index]))
        }
        var seen: Set<String> = []
        return names.sorted { $0.position < $1.position }.compactMap { entry in
            guard seen.insert("\(entry.position.column) \(entry.name)").inserted else { return nil }
            return explain(entry.name, entry.target, file: file, enclosing: entry.enclosing)
        }
    }

    /// `'Name' -> what: why`.
    func explain(_ name: String, _ target: SymbolID, file: Int, enclosing: Int?) -> String {
        let table = model.symbols
        let context = LookupContext(
            enclosing: enclosing, in: model.files[file], fileIndex: file,
            layer: model.layer(file: file, enclosing: enclosing))
        let simple = target.isSymbol ? table[target].name : String(name.lastNameComponent)
        let candidates = table.symbols(named: simple)
        switch target {
        case FileResolution.shadowed:
            return "'\(name)' -> a generic parameter of the enclosing declaration: not a dependency"
        case FileResolution.ambiguous:
            let visible = candidates.filter { table[$0].scope.isEmpty && table.sight(of: $0, from: file) != .hidden }
            return "'\(name)' -> ambiguous: " + visible.map { describe($0) }.joined(separator: " and ")
                + " are both visible through the file's imports; Swift rejects the use"
        case FileResolution.external:
            let text = "'\(name)' -> external: "
            guard !candidates.isEmpty else { return text + "declared nowhere in the tree" }
            return text + others(candidates, except: nil, file: file)
        default:
            var text = "'\(name)' -> \(describe(target)): \(reason(target, name: name, context: context))"
            if candidates.count > 1 { text += "; " + others(candidates, except: target, file: file) }
            return text
        }
    }

    /// Why `target` is what `name` resolves to at `context`.
    private func reason(_ target: SymbolID, name: String, context: LookupContext) -> String {
        let table = model.symbols
        let symbol = table[target]
        let visibility = table.visibility
        if !symbol.scope.isEmpty {
            if context.scopes.contains(symbol.scope) { return "nested in the enclosing \(symbol.scope)" }
            if SymbolTable.hasDot(name) { return "a member of \(symbol.scope)" }
            return "nested in \(symbol.scope), a supertype of the enclosing declaration"
        }
        if symbol.file == context.file { return "declared in this file" }
        let head = SymbolTable.head(of: name)
        if SymbolTable.hasDot(name), !visibility.modules(named: head).isEmpty, head != symbol.name {
            return "qualified by its module"
        }
        switch table.sight(of: target, from: context.file) {
        case .ownModule:
            return "declared in the file's own module"
        case .imported(let position):
            let entry = visibility.importedModules(ofFile: context.file)[position]
            let written = model.files[context.file].imports[entry.importIndex]
            let module = visibility.name(ofModule: entry.module)
            if let by = entry.reexportedBy {
                return "the file imports \(written.module), which reaches \(module) through "
                    + "'@_exported import' in module \(visibility.name(ofModule: by))"
            }
            if entry.module == ModuleVisibility.implicitModule {
                return "public in the files of no module, which the file's import of \(written.module) may be"
            }
            if let kind = written.kind { return "the file imports \(kind) \(written.module)" }
            return entry.isTestable ? "the file imports \(module) with @testable" : "the file imports \(module)"
        case .hidden:
            return "in an enclosing scope"
        }
    }

    /// `Module.Other is not visible (why)` for the other declarations of the name.
    private func others(_ candidates: [SymbolID], except chosen: SymbolID?, file: Int) -> String {
        let table = model.symbols
        let rest = candidates.filter { $0 != chosen }
        var parts: [String] = rest.prefix(Self.othersListed).map { other in
            let name = qualified(other)
            if let chosen, table[other].module == table[chosen].module, table[other].scope.isEmpty,
                table[chosen].scope.isEmpty, table.sight(of: other, from: file) != .hidden
            {
                let declared = table[other]
                let place = "\(DisplayPath.join(root: root, model.files[declared.file].path)):\(declared.position.line)"
                return "\(name) (\(place)) is \(sameModuleReason(other, chosen: chosen, file: file))"
            }
            guard table.sight(of: other, from: file) == .hidden else { return "\(name) is shadowed by it" }
            return "\(name) is not visible (\(hiddenReason(other, file: file)))"
        }
        if rest.count > Self.othersListed { parts.append("\(rest.count - Self.othersListed) more") }
        return parts.joined(separator: "; ")
    }

    /// Why `other`, a second top-level declaration of the name in the chosen one's module, was not taken
    /// (`NearestDeclaration.swift`).
    private func sameModuleReason(_ other: SymbolID, chosen: SymbolID, file: Int) -> String {
        let table = model.symbols
        let path = model.files[file].path
        let otherDepth = SymbolTable.sharedFolderDepth(model.files[table[other].file].path, path)
        let chosenDepth = SymbolTable.sharedFolderDepth(model.files[table[chosen].file].path, path)
        if otherDepth < chosenDepth { return "declared farther from the file" }
        if table.layer(of: other) != table.layer(of: chosen) { return "as near, but not in the file's layer" }
        return "as near, and later in path order"
    }

    private func hiddenReason(_ symbol: SymbolID, file: Int) -> String {
        let entry = model.symbols[symbol]
        let visibility = model.symbols.visibility
        let module = visibility.name(ofModule: entry.module)
        switch entry.access {
        case .file: return "private to \(DisplayPath.join(root: root, model.files[entry.file].path))"
        case .module where entry.module != visibility.module(ofFile: file):
            let imported = visibility.importedModules(ofFile: file).contains { $0.module == entry.module }
            return imported ? "internal to module \(module)" : "module \(module) is not imported"
        default:
            let imported = visibility.importedModules(ofFile: file).contains { $0.module == entry.module }
            return imported ? "not among the names the file imports from \(module)" : "module \(module) is not imported"
        }
    }

    /// `typealias Account (Services/Model.swift:12) in module Services`.
    private func describe(_ id: SymbolID) -> String {
        let symbol = model.symbols[id]
        let place = "\(DisplayPath.join(root: root, model.files[symbol.file].path)):\(symbol.position.line)"
        return "\(symbol.kind.rawValue) \(symbol.qualifiedName) (\(place)) in \(moduleLabel(symbol.module))"
    }

    private func qualified(_ id: SymbolID) -> String {
        let symbol = model.symbols[id]
        guard symbol.module != ModuleVisibility.implicitModule else { return symbol.qualifiedName }
        return model.symbols.visibility.name(ofModule: symbol.module) + "." + symbol.qualifiedName
    }

    private func moduleLabel(_ module: Int32) -> String {
        guard module != ModuleVisibility.implicitModule else {
            return model.modules.graph.modules.isEmpty ? "the tree's one module" : "the files of no module"
        }
        return "module \(model.symbols.visibility.name(ofModule: module))"
    }
}
