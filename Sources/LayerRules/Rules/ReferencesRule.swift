/// References to type names matching forbidden patterns, whether declared in the tree or external
/// (so `UIImage` in Domain is caught even without an import), and with `denyKinds: ["views"]` to views by
/// what they are. A matching type declared in a checked layer is reported once, at its declaration, and not
/// where it is used (moving or renaming it is the one fix); mentions inside a type's own declaration and
/// extensions are not reported, and elsewhere a name counts once per line.
struct ReferencesRule: Rule {
    /// The `denyKinds` entry that forbids views.
    static let viewsKind = "views"

    let configuration: RuleConfiguration
    let layers: LayerSet
    let deny: [Glob]
    let denyViews: Bool
    /// Layers whose types are views.
    let viewLayers: LayerSet
    /// Where types matching `deny` belong, for the hint of a misplaced declaration.
    let belongsIn: [String]
    private let prefilter: NamePrefilter

    init(
        configuration: RuleConfiguration, layers: LayerSet, deny: [Glob], denyViews: Bool, viewLayers: LayerSet,
        belongsIn: [String]
    ) {
        self.configuration = configuration
        self.layers = layers
        self.deny = deny
        self.denyViews = denyViews
        self.viewLayers = viewLayers
        self.belongsIn = belongsIn
        prefilter = NamePrefilter(deny)
    }

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        guard model.layerMasks[file].intersects(layers.mask) else { return }
        let declarationLines = checkDeclarations(file: file, in: context, into: &findings)
        let targets = model.resolutions[file].references
        let references = model.files[file].references
        let names = model.files[file].names.names
        // What a name's spelling decides (a deny pattern, an external view name) is worked out once per name
        // of the file, not once per mention.
        var verdicts = [NameVerdict](repeating: .unknown, count: names.count)
        var reported: Set<LineAndName> = []
        for index in references.indices where targets[index] != FileResolution.shadowed {
            let nameIndex = Int(references.nameIndex(index))
            if verdicts[nameIndex].isUnknown { verdicts[nameIndex] = verdict(for: names[nameIndex]) }
            let verdict = verdicts[nameIndex]
            guard verdict.patternIndex >= 0 || denyViews else { continue }
            let reference = references[index]
            let layer = model.layer(file: file, enclosing: reference.enclosing, at: reference.position)
            let target = targets[index]
            guard layer != .none, !declarationLines.contains(reference.position.line),
                layers.contains(layer),
                let reason = forbiddingReason(verdict, target, context),
                !isReportedAtDeclaration(verdict, target, model),
                !isInsideDeclaration(of: target, file: file, enclosing: reference.enclosing, model),
                reported.insert(LineAndName(line: reference.position.line, name: reference.name)).inserted
            else { continue }
            let name = model.catalog.name(of: layer)
            findings.append(
                at: reference.position,
                violation(
                    "'\(name)' references '\(reference.name)', \(reason)",
                    hint: "keep '\(reference.name)' out of '\(name)' and convert at the layer boundary", file: file,
                    position: reference.position, subject: reference.name, from: layer,
                    to: target.isSymbol
                        ? model.catalog.name(model.symbols.layer(of: target)).map(FindingEndpoint.layer) : nil,
                    enclosing: reference.enclosing, notes: target.isSymbol ? [context.declarationNote(target)] : [],
                    in: context))
        }
    }

    /// What a referenced name's spelling decides: the deny pattern it matches (an index into `deny`, -1 for
    /// none), and whether it names an external view (asked only where views are denied). Plain values: a file's
    /// table of them is made and dropped without reference counting.
    private struct NameVerdict {
        var patternIndex: Int32
        var isExternalView: Bool

        /// Not worked out yet.
        static let unknown = NameVerdict(patternIndex: -2, isExternalView: false)
        var isUnknown: Bool { patternIndex == -2 }
    }

    private func verdict(for name: String) -> NameVerdict {
        let pattern = prefilter.mayMatch(name) ? forbiddingPatternIndex(name) : nil
        return NameVerdict(
            patternIndex: pattern.map(Int32.init) ?? -1, isExternalView: denyViews && ViewTypes.isExternalView(name))
    }

    /// A type matching `deny` declared in a checked layer: reported once, where it is declared. Returns the lines
    /// reported, whose other mentions (`struct LoginDto: Dto`, a library's protocol) add nothing.
    private func checkDeclarations(file: Int, in context: RuleContext, into findings: inout Findings) -> Set<Int> {
        let model = context.model
        var lines: Set<Int> = []
        let declarations = model.files[file].declarations
        for index in declarations.indices where declarations[index].kind.declaresType {
            let declaration = declarations[index]
            let layer = model.declarationLayers[file][index]
            guard layer != .none, layers.contains(layer), prefilter.mayMatch(declaration.name),
                let pattern = forbiddingPatternIndex(declaration.name).map({ deny[$0] })
            else { continue }
            let name = model.catalog.name(of: layer)
            lines.insert(declaration.position.line)
            let place =
                belongsIn.isEmpty ? "do not belong in '\(name)'" : "belong in " + RuleContext.quotedOr(belongsIn)
            findings.append(
                at: declaration.position,
                violation(
                    "'\(declaration.name)' is declared in '\(name)'",
                    hint: "types matching '\(pattern.pattern)' \(place)",
                    file: file, position: declaration.position, subject: declaration.name, from: layer,
                    to: belongsIn.first.map(FindingEndpoint.layer), enclosing: declaration.parent, in: context))
        }
        return lines
    }

    /// Why a reference is forbidden (`which its policy forbids ('*DTO')`, `a view`), or nil when it is not.
    private func forbiddingReason(_ verdict: NameVerdict, _ target: SymbolID, _ context: RuleContext) -> String? {
        if verdict.patternIndex >= 0 {
            return "which its policy forbids ('\(deny[Int(verdict.patternIndex)].pattern)')"
        }
        guard denyViews else { return nil }
        if target.isSymbol {
            // Code of a checked layer that is a view by what it adopts (a view model that is its table's
            // `UITableViewDataSource`) is reported where it names UIKit, not at each mention of it.
            guard !layers.contains(context.model.symbols.layer(of: target)) else { return nil }
            let isView =
                context.views?.isView(target) == true
                || viewLayers.contains(context.model.symbols.layer(of: target))
            return isView ? "a view" : nil
        }
        return verdict.isExternalView ? "a view" : nil
    }

    /// True when a name denied by its spelling refers to a type of the tree declared in a checked layer: that
    /// declaration is the finding (a `*Dto` request model declared in Domain is reported once, not at each use by
    /// Domain's use cases or Presentation's view models; once it moves to Data, those uses break the layers'
    /// dependencies, and once renamed, nothing is wrong).
    private func isReportedAtDeclaration(_ verdict: NameVerdict, _ target: SymbolID, _ model: ArchitectureModel)
        -> Bool
    {
        guard verdict.patternIndex >= 0, target.isSymbol else { return false }
        let declared = model.symbols.layer(of: target)
        return declared != .none && layers.contains(declared)
    }

    /// True when the reference sits inside the declaration of its target or an extension of it.
    private func isInsideDeclaration(of target: SymbolID, file: Int, enclosing: Int?, _ model: ArchitectureModel)
        -> Bool
    {
        guard target.isSymbol, enclosing != nil else { return false }
        let scopes = model.enclosingScopes(file: file, enclosing: enclosing)
        return scopes.contains(model.symbols[target].qualifiedName)
    }

    /// The index in `deny` of the first pattern matching the name as written or its last component.
    private func forbiddingPatternIndex(_ name: String) -> Int? {
        guard let dot = name.lastIndex(ofByte: UInt8(ascii: ".")) else {
            return name.withBytesInPlace { bytes in deny.firstIndexInPlace(where: { $0.matches(utf8: bytes) }) }
        }
        let last = String(Substring(name.utf8[name.utf8.index(after: dot)...]))
        return deny.firstIndexInPlace(where: { $0.matches(name) || $0.matches(last) })
    }

    /// A name mentioned on a line: the unit findings are counted in.
    private struct LineAndName: Hashable {
        var line: Int
        var name: String
    }
}

extension ReferencesRule {
    static let ruleDescription = RuleDescription(
        kind: "references",
        summary: "a layer may not mention types whose names match the forbidden patterns, or views",
        help: """
            Every use of a matching type name counts, whether the type is declared in the scanned tree or comes \
            from a module, once per line. A matching type declared in a checked layer is reported once, at its \
            declaration (with `belongsIn`, the message names where it belongs), and its uses are not: moving or \
            renaming it is the one fix. With `"denyKinds": ["views"]`, views are forbidden by what they \
            are, not by their names: types inheriting from a UIKit or AppKit view or view controller (directly or \
            through the tree's own classes), types conforming to SwiftUI's `View`, types declared in \
            `viewLayers`, and external view names (`UITableViewCell`, `AnyView`, `*ViewController`). An \
            `enum FocusedInputView` or a plain struct named `*View` is not a view. Convert such values at the \
            layer boundary into types the layer owns.
            """,
        triggeringExamples: [
            RuleExample(
                .references(layers: ["Domain"], deny: ["UI*", "*DTO"]),
                files: [
                    (
                        "Domain/User.swift",
                        "struct User {\n    let avatar: ↓UIImage\n    init(dto: ↓UserDTO) { avatar = ↓UIImage() }\n}\n"
                    ),
                    ("Data/UserDTO.swift", "struct UserDTO {}\n"),
                ]),
            RuleExample(
                .references(layers: ["Domain", "Presentation"], deny: ["*Dto"], belongsIn: ["Data"]),
                files: [
                    (
                        "Domain/Entities/ProductDto.swift",
                        """
                        ↓struct ProductDto: Decodable, Dto {
                            let id: Int
                            static let empty = ProductDto(id: 0)
                            func copy() -> ProductDto { ProductDto(id: id) }
                        }

                        extension ProductDto: Equatable {
                            static func == (lhs: ProductDto, rhs: ProductDto) -> Bool { lhs.id == rhs.id }
                        }

                        """
                    ),
                    (
                        "Domain/Repositories/ProductRepository.swift",
                        """
                        protocol ProductRepository {
                            func fetch() async throws -> [ProductDto]
                            func replace(_ old: ProductDto, with new: ↓UserDto) async throws
                        }

                        """
                    ),
                    ("Data/UserDto.swift", "struct UserDto: Decodable {}\n"),
                    (
                        "Presentation/ProductViewModel.swift",
                        "final class ProductViewModel {\n    var product: ProductDto?\n    var user: ↓UserDto?\n}\n"
                    ),
                ]),
            RuleExample(
                .references(layers: ["ViewModels"], deny: [], denyKinds: ["views"]),
                files: [
                    (
                        "Presentation/Login/BaseViewController.swift",
                        "import UIKit\n\nclass BaseViewController: UIViewController {}\n"
                    ),
                    (
                        "Presentation/Login/LoginScreen.swift",
                        "final class LoginScreen: BaseViewController {}\nstruct LoginCard: SwiftUI.View {}\n"
                    ),
                    (
                        "Presentation/Login/AccountsDataSource.swift",
                        "import UIKit\n\nfinal class AccountsDataSource: NSObject, UITableViewDataSource {}\n"
                    ),
                    (
                        "Presentation/Login/LoginViewModel.swift",
                        """
                        final class LoginViewModel {
                            weak var screen: ↓LoginScreen?
                            var card: ↓LoginCard?
                            let accounts = ↓AccountsDataSource()
                            func banner() -> ↓AnyView { fatalError() }
                            func cell() -> ↓UITableViewCell? { nil }
                        }

                        """
                    ),
                ]),
            RuleExample(
                .references(layers: ["ViewModels"], deny: [], denyKinds: ["views"]),
                files: [
                    (
                        "Presentation/Compose/ComposeViewModel.swift",
                        """
                        import UIKit

                        protocol ComposeViewModelDelegate: AnyObject {
                            func composeViewModelDidChange(_ viewModel: ComposeViewModel)
                        }

                        final class ComposeViewModel: NSObject {
                            weak var delegate: ComposeViewModelDelegate?
                        }

                        extension ComposeViewModel: ↓UITableViewDataSource {}

                        """
                    )
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .references(layers: ["Domain"], deny: ["UI*"]),
                files: [
                    ("Domain/User.swift", "struct User {\n    let avatarURL: URL\n}\n"),
                    ("Presentation/Avatar.swift", "struct Avatar {\n    let image: UIImage\n}\n"),
                    ("Domain/Box.swift", "struct Box<UIThing> {\n    let value: UIThing\n}\n"),
                ]),
            RuleExample(
                .references(layers: ["ViewModels"], deny: [], denyKinds: ["views"]),
                files: [
                    (
                        "Presentation/Signup/SignupViewModel.swift",
                        """
                        enum FocusedInputView: Hashable {
                            case name, email
                        }

                        struct SummaryView {
                            let title: String
                        }

                        final class SignupViewModel {
                            var focused: FocusedInputView? = .name
                            var summary = SummaryView(title: "")
                            func focus(_ input: FocusedInputView) { focused = input }
                        }

                        """
                    ),
                    (
                        "Presentation/Signup/SignupView.swift",
                        "import SwiftUI\n\nstruct SignupView: View {\n    let model: SignupViewModel\n}\n"
                    ),
                ]),
            RuleExample(
                .references(layers: ["ViewModels"], deny: [], denyKinds: ["views"]),
                files: [
                    (
                        "Presentation/Folder/FolderPreviewView.swift",
                        """
                        import SwiftUI

                        struct FolderPreviewView: View {
                            struct Content {
                                let title: String
                            }
                            let content: Content
                            var body: some View { Text(content.title) }
                        }

                        """
                    ),
                    (
                        "Presentation/Folder/FolderViewModel.swift",
                        """
                        final class FolderViewModel {
                            var preview: FolderPreviewView.Content?
                            func show(_ content: FolderPreviewView.Content) { preview = content }
                        }

                        """
                    ),
                ]),
        ])
}

extension ReferencesRule: RuleKindDefinition {
    /// Type-name patterns that may not be referenced from `layers`; with `denyKinds: ["views"]`, views (by what
    /// they are, see `ViewTypes`, or declared in `viewLayers`) may not be either. A matching type declared in one
    /// of `layers` is reported once at its declaration, pointing to `belongsIn`.
    struct Options: Hashable, Sendable {
        var layers: [String]
        var deny: [String]
        var denyKinds: [String] = []
        var viewLayers: [String] = []
        var belongsIn: [String] = []
    }

    static let optionKeys = ["layers", "deny", "denyKinds", "viewLayers", "belongsIn"]
    static let foldingRank: Int? = 1

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(
            configuration: configuration, layers: catalog.set(options.layers), deny: Glob.compiling(options.deny),
            denyViews: options.denyKinds.contains(Self.viewsKind), viewLayers: catalog.set(options.viewLayers),
            belongsIn: options.belongsIn)
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let layers = reader.layerList("layers")
        let denyKinds = reader.member("denyKinds").map { readDenyKinds($0, &reader) } ?? []
        let deny = reader.member("denyKinds") != nil && reader.member("deny") == nil ? [] : reader.globList("deny")
        let viewLayers = reader.member("viewLayers").map { reader.layerNames($0, in: reader.owner) } ?? []
        let belongsIn = reader.member("belongsIn").map { reader.layerNames($0, in: reader.owner) } ?? []
        guard let deny, let layers, let denyKinds, let viewLayers, let belongsIn else { return nil }
        return Options(layers: layers, deny: deny, denyKinds: denyKinds, viewLayers: viewLayers, belongsIn: belongsIn)
    }

    /// `denyKinds`: kinds of types forbidden by what they are (`views`).
    private static func readDenyKinds(_ member: LocatedJSON.Member, _ reader: inout RuleOptionsReader) -> [String]? {
        guard let names = reader.decoder.strings(member) else { return nil }
        var valid = true
        for (name, namePosition) in names where name != viewsKind {
            reader.decoder.report(
                "unknown kind '\(name)' in 'denyKinds' of \(reader.owner); expected '\(viewsKind)'", at: namePosition)
            valid = false
        }
        return valid ? names.map(\.0) : nil
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("layers", PolicyEncoding.strings(options.layers)), ("deny", PolicyEncoding.strings(options.deny)),
        ]
        if !options.denyKinds.isEmpty { members.append(("denyKinds", PolicyEncoding.strings(options.denyKinds))) }
        if !options.viewLayers.isEmpty { members.append(("viewLayers", PolicyEncoding.strings(options.viewLayers))) }
        if !options.belongsIn.isEmpty { members.append(("belongsIn", PolicyEncoding.strings(options.belongsIn))) }
        return members
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? {
        var adapted = options
        adapted.layers = layers.kept(options.layers)
        adapted.viewLayers = layers.kept(options.viewLayers)
        adapted.belongsIn = layers.kept(options.belongsIn)
        return adapted.layers.isEmpty ? nil : adapted
    }

    static func needsViewTypes(_ options: Options) -> Bool {
        options.denyKinds.contains(viewsKind)
    }
}

extension RuleKind {
    /// Type-name patterns that may not be referenced from the given layers, and with `denyKinds: ["views"]`,
    /// views.
    public static func references(
        layers: [String], deny: [String], denyKinds: [String] = [], viewLayers: [String] = [],
        belongsIn: [String] = []
    ) -> RuleKind {
        RuleKind(
            ReferencesRule.self,
            .init(layers: layers, deny: deny, denyKinds: denyKinds, viewLayers: viewLayers, belongsIn: belongsIn))
    }
}
