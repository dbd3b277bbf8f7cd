import SwiftScanner

/// `archlint explain path:line[:column]`: for each violation there, the evidence chain: the code and the
/// declaration it is in, the reference, construction, member use or import, the layer of each side and
/// why, the rule that forbids it and what the dependency policy allows.
public struct ViolationExplanation {
    let model: ArchitectureModel
    let policy: Policy
    let root: String
    let reason: LayerReason

    public init(model: ArchitectureModel, policy: Policy, root: String) {
        self.model = model
        self.policy = policy
        self.root = root
        reason = LayerReason(model: model, policy: policy)
    }

    /// A `path:line` or `path:line:column` argument, or nil when `text` has no such form.
    public static func location(_ text: String) -> (path: String, line: Int, column: Int?)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
            return (parts.dropLast(2).joined(separator: ":"), line, column)
        }
        guard let line = Int(parts[parts.count - 1]) else { return nil }
        return (parts.dropLast().joined(separator: ":"), line, nil)
    }

    /// The violations at the location (path as printed by `check`, or relative to the root).
    public func violations(_ all: [Finding], path: String, line: Int, column: Int?) -> [Finding] {
        all.filter { violation in
            (DisplayPath.join(root: root, violation.path) == path || violation.path == path)
                && violation.position.line == line && (column == nil || violation.position.column == column)
        }
    }

    public func render(_ violations: [Finding]) -> String {
        violations.map(render).joined(separator: "\n")
    }

    private func render(_ violation: Finding) -> String {
        let display = DisplayPath.join(root: root, violation.path)
        var text = "\(display):\(violation.position.line):\(violation.position.column): "
        text += "\(violation.severity.rawValue): \(violation.message) [\(violation.ruleID)]\n"
        if let file = model.files.firstIndex(where: { $0.path == violation.path }) {
            text += evidence(violation, file: file)
        }
        if let rule = policy.rules.first(where: { $0.id == violation.ruleID }) {
            let options = PolicyEncoding.options(rule.kind, layerOrder: policy.layers.map(\.name))
            text += "  rule:        '\(rule.id)' (\(rule.kind.name))"
            text += options.isEmpty ? "\n" : " " + PolicyEncoding.compact(.object(options)) + "\n"
        }
        if let from = violation.fromLayer { text += "  allowed:     \(allowed(from))\n" }
        return text
    }

    private func evidence(_ violation: Finding, file: Int) -> String {
        let facts = model.files[file]
        let resolution = model.resolutions[file]
        let at = violation.position
        let kind = policy.rules.first { $0.id == violation.ruleID }?.kind
        if kind?.name == ConstructionRule.name, let text = constructionEvidence(file: file, at: at) { return text }
        if kind?.name == SymbolsRule.name, let text = memberUseEvidence(file: file, at: at) { return text }
        if let index = facts.references.firstIndex(where: { $0.position == at }) {
            let reference = facts.references[index]
            return code(file: file, enclosing: reference.enclosing)
                + target("reference:  ", "'\(reference.name)'", resolution.references[index])
        }
        if let text = constructionEvidence(file: file, at: at) ?? memberUseEvidence(file: file, at: at) {
            return text
        }
        if let fact = facts.imports.first(where: { $0.position == at }) {
            var text = "  code:        the imports of '\(facts.path)', in \(importLayer(file))\n"
            text += "  import:      '\(fact.module)'"
            text += reason.module(String(fact.topLevelModule)).map { ", in \($0)\n" } ?? " (a module of no layer)\n"
            return text
        }
        if let index = facts.declarations.firstIndex(where: { $0.position == at }) {
            let declaration = facts.declarations[index]
            return "  declaration: \(declaration.kind.rawValue) \(declaration.qualifiedName), in "
                + reason.declaration(file: file, index: index) + "\n"
        }
        return ""
    }

    private func constructionEvidence(file: Int, at: SourcePosition) -> String? {
        let facts = model.files[file]
        let resolution = model.resolutions[file]
        guard let index = facts.constructions.firstIndex(where: { $0.position == at }) else { return nil }
        let construction = facts.constructions[index]
        return code(file: file, enclosing: construction.enclosing)
            + target("constructs: ", "'\(construction.typeName)(…)'", resolution.constructions[index])
    }

    private func memberUseEvidence(file: Int, at: SourcePosition) -> String? {
        let facts = model.files[file]
        let resolution = model.resolutions[file]
        guard let index = facts.memberUses.firstIndex(where: { $0.position == at }) else { return nil }
        let use = facts.memberUses[index]
        return code(file: file, enclosing: use.enclosing)
            + target("member use: ", "'\(use.typeName).\(use.member)'", resolution.memberUses[index])
    }

    private func code(file: Int, enclosing: Int?) -> String {
        let facts = model.files[file]
        guard let enclosing, enclosing < facts.declarations.count else {
            return "  code:        file scope of '\(facts.path)', in \(reason.file(file))\n"
        }
        let declaration = facts.declarations[enclosing]
        return "  code:        in \(declaration.kind.rawValue) \(declaration.qualifiedName) "
            + "(\(DisplayPath.join(root: root, facts.path)):\(declaration.position.line):"
            + "\(declaration.position.column)), in \(reason.declaration(file: file, index: enclosing))\n"
    }

    private func target(_ label: String, _ what: String, _ symbol: SymbolID) -> String {
        var text = "  \(label) \(what)"
        guard symbol.isSymbol else {
            return text
                + (symbol == FileResolution.shadowed ? " (a generic parameter)\n" : " (declared nowhere in the tree)\n")
        }
        let entry = model.symbols[symbol]
        text += " resolves to \(entry.kind.rawValue) \(entry.qualifiedName) "
        text += "(\(DisplayPath.join(root: root, model.files[entry.file].path)):\(entry.position.line):"
        text += "\(entry.position.column)), in \(reason.symbol(symbol))\n"
        return text
    }

    private func importLayer(_ file: Int) -> String {
        let layer = model.importLayer(file: file)
        if layer == model.fileLayers[file] { return reason.file(file) }
        return "'\(model.layerName(layer))' (the layer of its top-level types)"
    }

    /// What the first `dependencies` rule lets `layer` depend on.
    private func allowed(_ layer: String) -> String {
        guard let id = model.catalog.id(layer) else { return "'\(layer)' is not a layer" }
        if model.catalog.isInCompositionRoot(id) {
            return "'\(layer)' is a composition root: it may depend on every layer"
        }
        var allow: [String: [String]]?
        var ruleID = ""
        for rule in policy.rules {
            if let map = rule.kind.allowedDependencies {
                allow = map
                ruleID = rule.id
                break
            }
        }
        guard let allow else { return "no 'dependencies' rule: every layer may depend on every other" }
        var owner = id
        var entry = allow[layer]
        while entry == nil, model.catalog.parent(of: owner) != .none {
            owner = model.catalog.parent(of: owner)
            entry = allow[model.catalog.name(of: owner)]
        }
        let names = entry ?? []
        let via = owner == id ? "" : " (the entry of '\(model.catalog.name(of: owner))')"
        if names.contains("*") { return "'\(layer)' may depend on every layer\(via) by '\(ruleID)'" }
        let list = names.isEmpty ? "no other layer" : names.map { "'\($0)'" }.joined(separator: ", ")
        return "'\(layer)' may depend on \(list)\(via) by '\(ruleID)'"
    }
}
