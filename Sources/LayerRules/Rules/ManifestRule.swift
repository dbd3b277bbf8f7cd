import SwiftScanner

/// Package manifests against the code: a file importing a sibling module (a target of a scanned package)
/// that its target does not declare as a dependency, and cycles between targets.
struct ManifestRule: Rule {
    let configuration: RuleConfiguration
    let undeclaredImports: Bool
    let cycles: Bool
    /// Enough for any real package graph; more cycles are reported partially.
    static let cycleLimit = 1000

    func check(file: Int, in context: RuleContext, into findings: inout [Violation]) {
        let model = context.model
        guard undeclaredImports, let moduleIndex = model.modules.fileModules[file] else { return }
        let graph = model.modules.graph
        let module = graph.modules[moduleIndex]
        guard !module.isTest else { return }
        let declared = Set(
            module.target.dependencies.flatMap { dependency in
                [dependency.name] + (graph.resolve(dependency, of: moduleIndex).map { [graph.modules[$0].name] } ?? [])
            })
        var reported: Set<String> = []
        for fact in model.files[file].imports {
            let imported = String(fact.topLevelModule)
            guard imported != module.name, !declared.contains(imported), !graph.modules(named: imported).isEmpty,
                reported.insert(imported).inserted
            else { continue }
            findings.append(
                violation(
                    "target '\(module.name)' imports '\(imported)' but does not declare it as a dependency in "
                        + "Package.swift",
                    hint: "add it to the target's dependencies or remove the import", file: file,
                    position: fact.position, subject: imported, from: model.fileLayers[file], to: nil, enclosing: nil,
                    in: context))
        }
    }

    func checkModel(in context: RuleContext, into findings: inout [Violation]) {
        guard cycles else { return }
        let graph = context.model.modules.graph
        let edges = Self.edges(graph)
        let order = graph.modules.indices.sorted {
            (graph.modules[$0].name, $0) < (graph.modules[$1].name, $1)
        }
        var rank = [Int](repeating: 0, count: graph.modules.count)
        for (position, module) in order.enumerated() { rank[module] = position }
        var found: [[Int]] = []
        for start in order {
            var path = [start]
            var onPath: Set<Int> = [start]
            findCycles(from: start, start: start, rank: rank, edges: edges, path: &path, onPath: &onPath, into: &found)
        }
        for cycle in found { findings.append(report(cycle, edges: edges, in: context)) }
    }

    /// Per module, the modules its target depends on, with the declaring entry.
    static func edges(_ graph: PackageGraph) -> [[Int: ManifestTargetDependency]] {
        graph.modules.indices.map { module in
            var targets: [Int: ManifestTargetDependency] = [:]
            for dependency in graph.modules[module].target.dependencies {
                guard let target = graph.resolve(dependency, of: module), target != module, targets[target] == nil
                else { continue }
                targets[target] = dependency
            }
            return targets
        }
    }

    private func findCycles(
        from current: Int, start: Int, rank: [Int], edges: [[Int: ManifestTargetDependency]], path: inout [Int],
        onPath: inout Set<Int>, into cycles: inout [[Int]]
    ) {
        for next in edges[current].keys.sorted(by: { rank[$0] < rank[$1] }) where cycles.count < Self.cycleLimit {
            if next == start {
                cycles.append(path)
            } else if rank[next] > rank[start], !onPath.contains(next) {
                path.append(next)
                onPath.insert(next)
                findCycles(
                    from: next, start: start, rank: rank, edges: edges, path: &path, onPath: &onPath, into: &cycles)
                onPath.remove(next)
                path.removeLast()
            }
        }
    }

    /// The cycle reported at its first edge in manifest order (path, then position).
    private func report(_ cycle: [Int], edges: [[Int: ManifestTargetDependency]], in context: RuleContext)
        -> Violation
    {
        let graph = context.model.modules.graph
        func manifest(_ module: Int) -> ScannedPackage { graph.packages[graph.modules[module].package] }
        func edge(_ step: Int) -> ManifestTargetDependency {
            edges[cycle[step]][cycle[(step + 1) % cycle.count]]!
        }
        let first = cycle.indices.min { lhs, rhs in
            let (left, right) = (manifest(cycle[lhs]).manifestPath, manifest(cycle[rhs]).manifestPath)
            return left != right ? left < right : edge(lhs).position < edge(rhs).position
        }!
        let rotated = Array(cycle[first...] + cycle[..<first])
        let names = rotated.map { graph.modules[$0].name }
        let details = rotated.indices.map { step -> String in
            let dependency = edges[rotated[step]][rotated[(step + 1) % rotated.count]]!
            let path = context.displayPath(manifest(rotated[step]).manifestPath)
            return "\(names[step]) -> \(names[(step + 1) % names.count]) at \(path):\(dependency.position.line):"
                + "\(dependency.position.column)"
        }
        let arrows = (names + [names[0]]).map { "'\($0)'" }.joined(separator: " -> ")
        let evidence = edges[rotated[0]][rotated[1 % rotated.count]]!
        return manifestViolation(
            "targets form a cycle: \(arrows) (\(details.joined(separator: "; ")))",
            hint: "remove one of these dependencies", package: manifest(rotated[0]), position: evidence.position,
            subject: names.joined(separator: " -> "), from: nil, to: nil, target: names[0])
    }
}

extension ManifestRule {
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
                .manifest(undeclaredImports: true, cycles: true),
                files: [
                    (
                        "Package.swift",
                        "let package = Package(name: \"P\", targets: [.target(name: \"Domain\"), "
                            + ".target(name: \"Presentation\")])\n"
                    ),
                    ("Sources/Presentation/LoginView.swift", "↓import Domain\n\nstruct LoginView {}\n"),
                    ("Sources/Domain/User.swift", "struct User {}\n"),
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                .manifest(undeclaredImports: true, cycles: true),
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
                ])
        ])
}
