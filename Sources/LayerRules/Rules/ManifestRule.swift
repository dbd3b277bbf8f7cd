import SwiftScanner

/// Package manifests against the code: a file importing a sibling module (a target of a scanned package)
/// that its target does not reach through its dependencies (with `explicitImports`: does not list as a direct
/// dependency), and cycles between targets.
struct ManifestRule: Rule {
    let configuration: RuleConfiguration
    let undeclaredImports: Bool
    let explicitImports: Bool
    let cycles: Bool

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        guard undeclaredImports, let moduleIndex = model.modules.fileModules[file] else { return }
        // The graph and the module are read in place: a copy of either retains every string and list in it,
        // once per file.
        guard model.modules.graph.modules[moduleIndex].target.kind != .test,
            explicitImports
                ? ModuleIndex.dependenciesComplete(model.modules.graph.modules[moduleIndex])
                : model.modules.reachIsComplete[moduleIndex]
        else { return }
        let moduleName = model.modules.graph.modules[moduleIndex].name
        let isPlugin = model.modules.graph.modules[moduleIndex].target.kind == .plugin
        let aliases = model.modules.graph.modules[moduleIndex].target.moduleAliases
        var reported: Set<String> = []
        // The imports are read in place: a copy of one counts a reference to each of its strings.
        let imports = model.files[file].imports
        for index in imports.indices {
            let imported = ImportFact.topLevelModule(of: imports[index].module)
            // An import under a `-module-alias` name imports the module the alias stands for.
            let module = aliases.isEmpty ? imported : aliases[imported] ?? imported
            // Most imports name no scanned module (Foundation, UIKit): that lookup goes first. SwiftPM gives every
            // plugin `PackagePlugin` (a module of the tree only where the tree holds SwiftPM itself).
            guard model.modules.graph.hasModule(named: module), module != moduleName,
                !(isPlugin && module == "PackagePlugin"),
                !Self.isGuarded(imports[index], by: imported),
                !declaredDependencies(of: moduleIndex, in: model).contains(module), reported.insert(module).inserted
            else { continue }
            let package = model.modules.graph.modules[moduleIndex].package
            let named = module == imported ? "'\(imported)'" : "'\(imported)' (alias of '\(module)')"
            findings.append(
                violation(
                    "target '\(moduleName)' imports \(named) but does not declare it as a dependency in "
                        + model.modules.graph.packages[package].manifestName,
                    hint: "add it to the target's dependencies or remove the import", file: file,
                    position: imports[index].position, subject: imported, from: model.fileLayers[file], to: nil,
                    enclosing: nil,
                    in: context))
        }
    }

    /// True when the import sits under `#if canImport(M)` for the module it imports: the compiler takes it only
    /// where the target can import that module, so it declares nothing missing (an app extension sharing a file
    /// with a watchOS target that links another framework).
    static func isGuarded(_ fact: borrowing ImportFact, by module: String) -> Bool {
        guard let condition = fact.condition else { return false }
        return condition.containsBytes(of: "canImport(\(module))")
            || condition.containsBytes(of: "canImport(\(module),")
    }

    /// The names a module's files may import: its direct dependencies with `explicitImports`, else every
    /// module its dependencies reach.
    private func declaredDependencies(of module: Int, in model: ArchitectureModel) -> Set<String> {
        explicitImports
            ? Set(model.modules.graph.modules[module].target.dependencies.map(\.name))
            : model.modules.reachableNames[module]
    }

    /// One finding per group of targets that depend on each other in a cycle (strongly connected
    /// component): the shortest cycle through the group's first edge in manifest order (path, then position).
    func checkModel(in context: RuleContext, into findings: inout Findings) {
        guard cycles else { return }
        let graph = context.model.modules.graph
        let edges = Self.edges(graph)
        let successors = edges.map { $0.keys.sorted() }
        for component in StronglyConnectedComponents.find(successors) where component.count > 1 {
            let members = Set(component)
            var first: (from: Int, to: Int, dependency: ManifestTargetDependency)?
            for from in component {
                for (to, dependency) in edges[from] where members.contains(to) {
                    let key = (graph.packages[graph.modules[from].package].manifestPath, dependency.position)
                    if let current = first {
                        let currentKey = (
                            graph.packages[graph.modules[current.from].package].manifestPath,
                            current.dependency.position
                        )
                        guard key.0 < currentKey.0 || (key.0 == currentKey.0 && key.1 < currentKey.1) else { continue }
                    }
                    first = (from, to, dependency)
                }
            }
            guard let first,
                let path = Self.shortestPath(from: first.to, to: first.from, within: members, successors: successors)
            else { continue }
            findings.append(report([first.from] + path.dropLast(), edges: edges, in: context))
        }
    }

    /// Per module, the modules its target depends on, with the declaring entry.
    static func edges(_ graph: PackageGraph) -> [[Int: ManifestTargetDependency]] {
        graph.modules.indices.map { module in
            var targets: [Int: ManifestTargetDependency] = [:]
            for dependency in graph.modules[module].target.dependencies {
                for target in graph.dependencyTargets(dependency, of: module) where target != module {
                    if targets[target] == nil { targets[target] = dependency }
                }
            }
            return targets
        }
    }

    /// The modules from `start` to `end` (both included) on a shortest path inside `members`, breadth first.
    static func shortestPath(from start: Int, to end: Int, within members: Set<Int>, successors: [[Int]]) -> [Int]? {
        var previous: [Int: Int] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == end {
                var path = [end]
                while path.last! != start { path.append(previous[path.last!]!) }
                return path.reversed()
            }
            for next in successors[current] where members.contains(next) && previous[next] == nil {
                previous[next] = current
                queue.append(next)
            }
        }
        return nil
    }

    /// The cycle (modules in order, the last depending on the first) reported at its first edge.
    private func report(_ cycle: [Int], edges: [[Int: ManifestTargetDependency]], in context: RuleContext)
        -> Finding
    {
        let graph = context.model.modules.graph
        func manifest(_ module: Int) -> ScannedPackage { graph.packages[graph.modules[module].package] }
        let names = cycle.map { graph.modules[$0].name }
        let notes = cycle.indices.map { step -> FindingNote in
            let dependency = edges[cycle[step]][cycle[(step + 1) % cycle.count]]!
            return FindingNote(
                message: "\(names[step]) -> \(names[(step + 1) % names.count])",
                path: manifest(cycle[step]).manifestPath, position: dependency.position)
        }
        let details = notes.map { note in
            "\(note.message) at \(context.displayPath(note.path)):\(note.position.line):\(note.position.column)"
        }
        let arrows = (names + [names[0]]).map { "'\($0)'" }.joined(separator: " -> ")
        let evidence = edges[cycle[0]][cycle[1 % cycle.count]]!
        return manifestViolation(
            "targets form a cycle: \(arrows) (\(details.joined(separator: "; ")))",
            hint: "remove one of these dependencies", package: manifest(cycle[0]), position: evidence.position,
            subject: names.joined(separator: " -> "), from: nil, to: nil, target: names[0], notes: notes)
    }
}

extension ManifestRule {
    /// A target `Plugin` built with `-module-alias Logging=LoggingForPlugin`, depending on `dependency`, whose file
    /// imports `Logging` (the import marked as a finding when `marked`).
    private static func aliasExample(dependingOn dependency: String, marked: Bool) -> RuleExample {
        RuleExample(
            .manifest(undeclaredImports: true, explicitImports: false, cycles: true),
            files: [
                (
                    "Package.swift",
                    "let package = Package(name: \"P\", targets: [.target(name: \"Logging\"), "
                        + ".target(name: \"LoggingForPlugin\"), .target(name: \"Plugin\", dependencies: "
                        + "[\"\(dependency)\"], swiftSettings: [.unsafeFlags([\"-module-alias\", "
                        + "\"Logging=LoggingForPlugin\"])])])\n"
                ),
                ("Sources/Plugin/Entry.swift", (marked ? "↓" : "") + "import Logging\n\nstruct Entry {}\n"),
                ("Sources/Logging/Log.swift", "public struct Log {}\n"),
                ("Sources/LoggingForPlugin/Log.swift", "public struct Log {}\n"),
            ])
    }

    static let ruleDescription = RuleDescription(
        kind: "manifest",
        summary: "targets import only the sibling modules they declare, and do not depend on each other in a cycle",
        help: """
            Checks the scanned `Package.swift` files against the code. A file that imports a target of a scanned \
            package which its own target does not list in `dependencies:` builds only by accident; a cycle \
            between targets cannot be built at all. (Which targets may depend on which is the `dependencies` \
            rule's job: it checks manifests too.)
            """,
        triggeringExamples: [
            RuleExample(
                .manifest(undeclaredImports: true, explicitImports: false, cycles: true),
                files: [
                    (
                        "Package.swift",
                        "let package = Package(name: \"P\", targets: [.target(name: \"Domain\"), "
                            + ".target(name: \"Presentation\")])\n"
                    ),
                    ("Sources/Presentation/LoginView.swift", "↓import Domain\n\nstruct LoginView {}\n"),
                    ("Sources/Domain/User.swift", "struct User {}\n"),
                ]),
            aliasExample(dependingOn: "Logging", marked: true),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .manifest(undeclaredImports: true, explicitImports: false, cycles: true),
                files: [
                    (
                        "Package.swift",
                        "let package = Package(name: \"P\", targets: [.target(name: \"Domain\"), "
                            + ".target(name: \"Presentation\", dependencies: [\"Domain\"])])\n"
                    ),
                    (
                        "Sources/Presentation/LoginView.swift",
                        "import Domain\nimport Foundation\n\nstruct LoginView {}\n"
                    ),
                    ("Sources/Domain/User.swift", "struct User {}\n"),
                ]),
            RuleExample(
                .manifest(undeclaredImports: true, explicitImports: false, cycles: true),
                files: [
                    (
                        "Package.swift",
                        "let package = Package(name: \"P\", targets: [.target(name: \"Domain\"), "
                            + ".target(name: \"DomainWatch\"), .target(name: \"Widget\", dependencies: [\"Domain\"])])\n"
                    ),
                    (
                        "Sources/Widget/Feed.swift",
                        "#if canImport(Domain)\nimport Domain\n#elseif canImport(DomainWatch)\nimport DomainWatch\n#endif\n"
                    ),
                    ("Sources/Domain/User.swift", "struct User {}\n"),
                    ("Sources/DomainWatch/User.swift", "struct User {}\n"),
                ]),
            RuleExample(
                .manifest(undeclaredImports: true, explicitImports: false, cycles: true),
                files: [
                    (
                        "Package.swift",
                        "let package = Package(name: \"P\", targets: [.target(name: \"PackagePlugin\"), "
                            + ".plugin(name: \"Lint\", capability: .buildTool())])\n"
                    ),
                    ("Sources/PackagePlugin/Plugin.swift", "public protocol Plugin {}\n"),
                    ("Plugins/Lint/Lint.swift", "import PackagePlugin\n\n@main struct Lint {}\n"),
                ]),
            // `-module-alias` flags: the file imports `Logging`, the target builds and depends on `LoggingForPlugin`.
            aliasExample(dependingOn: "LoggingForPlugin", marked: false),
            // A list of dependencies that could not be read (built by a function call) may hold what is imported:
            // the target's imports, and those of the targets that reach it, are not checked.
            RuleExample(
                .manifest(undeclaredImports: true, explicitImports: false, cycles: true),
                files: [
                    (
                        "Package.swift",
                        "let package = Package(name: \"P\", targets: [.target(name: \"Domain\"), "
                            + ".target(name: \"Features\", dependencies: platformDependencies()), "
                            + ".target(name: \"Presentation\", dependencies: [\"Features\"])])\n"
                    ),
                    ("Sources/Features/Login.swift", "import Domain\n\nstruct Login {}\n"),
                    ("Sources/Presentation/LoginView.swift", "import Domain\n\nstruct LoginView {}\n"),
                    ("Sources/Domain/User.swift", "struct User {}\n"),
                ]),
        ])
}

extension ManifestRule: RuleKindDefinition {
    /// Imports of sibling modules a target does not reach through its dependencies (`undeclaredImports`; with
    /// `explicitImports`, only direct dependencies count), and cycles between targets (`cycles`).
    struct Options: Hashable, Sendable {
        var undeclaredImports: Bool
        var explicitImports: Bool
        var cycles: Bool
    }

    static let optionKeys = ["undeclaredImports", "explicitImports", "cycles"]
    static let foldingRank: Int? = nil

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(
            configuration: configuration, undeclaredImports: options.undeclaredImports,
            explicitImports: options.explicitImports, cycles: options.cycles)
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let undeclared = reader.member("undeclaredImports").map { reader.decoder.bool($0) } ?? true
        let explicit = reader.member("explicitImports").map { reader.decoder.bool($0) } ?? false
        let cycles = reader.member("cycles").map { reader.decoder.bool($0) } ?? true
        guard let undeclared, let explicit, let cycles else { return nil }
        return Options(undeclaredImports: undeclared, explicitImports: explicit, cycles: cycles)
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if !options.undeclaredImports { members.append(("undeclaredImports", .bool(false))) }
        if options.explicitImports { members.append(("explicitImports", .bool(true))) }
        if !options.cycles { members.append(("cycles", .bool(false))) }
        return members
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? { options }
}

extension RuleKind {
    /// Package manifests against the code: undeclared imports of sibling modules, and cycles between targets.
    public static func manifest(undeclaredImports: Bool, explicitImports: Bool, cycles: Bool) -> RuleKind {
        RuleKind(
            ManifestRule.self,
            .init(undeclaredImports: undeclaredImports, explicitImports: explicitImports, cycles: cycles))
    }
}
