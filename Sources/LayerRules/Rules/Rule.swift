import SwiftScanner

/// One configured rule of a policy, checked against the architecture model.
///
/// `check(file:in:into:)` runs once per file, possibly on several threads at once;
/// `checkModel(in:into:)` runs once for findings that need the whole tree.
public protocol Rule: Sendable {
    var configuration: RuleConfiguration { get }
    /// Appends the findings in `files[file]` to `findings`.
    func check(file: Int, in context: RuleContext, into findings: inout Findings)
    /// Appends findings that concern the whole model.
    func checkModel(in context: RuleContext, into findings: inout Findings)
    /// Why the rule cannot check this tree (a layer it needs holds no scanned code), or nil. A rule with a
    /// reason is not run: the reason is reported once as a warning instead of a finding per file.
    func configurationWarning(in context: RuleContext) -> String?
}

extension Rule {
    public func check(file: Int, in context: RuleContext, into findings: inout Findings) {}
    public func checkModel(in context: RuleContext, into findings: inout Findings) {}
    public func configurationWarning(in context: RuleContext) -> String? { nil }

    /// The warning for a rule whose findings need code in `layerNames` (`layers`) when the tree has none.
    func missingLayerWarning(_ layers: LayerSet, named layerNames: [String], in context: RuleContext) -> String? {
        guard !context.model.hasCode(in: layers) else { return nil }
        return "rule '\(configuration.id)' is not checked: no scanned file or type is in "
            + "\(RuleContext.quotedOr(layerNames)), which it needs; give that layer 'paths' that match the code or "
            + "remove the rule"
    }

    /// A finding of this rule: what happened and the hint (the configured hint replacing the default one).
    func violation(
        _ happened: String, hint defaultHint: @autoclosure () -> String, file: Int, position: SourcePosition,
        subject: String, from: LayerID, to: FindingEndpoint?, enclosing: Int?, notes: [FindingNote] = [],
        in context: RuleContext
    ) -> Finding {
        let model = context.model
        return Finding(
            source: .rule(configuration.id), severity: configuration.severity, summary: happened,
            hint: configuration.hint ?? defaultHint(), path: model.files[file].path, position: position,
            from: model.catalog.name(from).map(FindingEndpoint.layer), to: to, subject: subject,
            scope: model.enclosingName(file: file, enclosing: enclosing).map(FindingScope.declaration), notes: notes)
    }
}

/// What a rule needs besides its configuration: the model, the dependency policy and how to print paths.
public struct RuleContext: Sendable {
    public let model: ArchitectureModel
    /// The policy's first `dependencies` rule, or nil when it has none.
    public let dependencyPolicy: DependencyPolicy?
    /// The scan root as given on the command line.
    public let root: String
    /// Which types are views, computed when a rule of the policy forbids views or checks constructions.
    public let views: ViewTypes?
    /// Names of the modules whose sources are scanned (package, project and Tuist targets with files): an
    /// import of one of them is a dependency inside the tree, judged by the layers of its code.
    public let scannedModules: Set<String>
    /// The modules of the tree's layout (folders holding `Sources`), whose imports are dependencies inside the
    /// tree too.
    let layoutModules: LayoutModules
    /// Per top-level module, the layers whose files import it, for the hints of `imports` findings (empty when
    /// the policy has no `imports` rule).
    let moduleImporters: [String: Set<LayerID>]
    /// Where the protocols the policy's `declarations` rules would move, and the protocols in no layer its
    /// `conformance` rules' types implement, are used from other layers (nil when the policy has neither rule).
    let contractUses: ContractUses?

    public init(model: ArchitectureModel, policy: Policy, root: String) {
        self.model = model
        self.root = root
        let modules = model.modules
        scannedModules = Set(
            modules.graph.modules.indices.filter { !modules.moduleFiles[$0].isEmpty }.map {
                modules.graph.modules[$0].name
            }
        )
        layoutModules = LayoutModules(files: model.files)
        dependencyPolicy = policy.dependencyPolicy(catalog: model.catalog)
        let needsViews = policy.rules.contains { $0.kind.needsViewTypes }
        views = needsViews ? ViewTypes(model: model) : nil
        let needsImporters = policy.rules.contains { $0.kind.options(as: ImportsRule.self) != nil }
        moduleImporters = needsImporters ? ImportAdvice.moduleImporters(in: model) : [:]
        let needsContractUses = policy.rules.contains {
            $0.kind.options(as: DeclarationsRule.self) != nil || $0.kind.options(as: ConformanceRule.self) != nil
        }
        contractUses = needsContractUses ? ContractUses(model: model, policy: policy) : nil
    }

    /// The path as printed: the root joined with the root-relative path.
    public func displayPath(_ relativePath: String) -> String {
        DisplayPath.join(root: root, relativePath)
    }

    /// A note at the declaration of `symbol`: where a name resolved to.
    func declarationNote(_ symbol: SymbolID) -> FindingNote {
        let declared = model.symbols[symbol]
        return FindingNote(
            message: "'\(declared.qualifiedName)' is declared here", path: model.files[declared.file].path,
            position: declared.position)
    }

    /// `'A'` or `'A' or 'B'`.
    static func quotedOr(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: " or ")
    }
}
