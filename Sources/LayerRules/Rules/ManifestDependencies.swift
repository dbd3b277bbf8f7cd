import SwiftScanner

/// The `dependencies` rule applied to package manifests and re-exports, so that one `allow` map rules both
/// the code and the `Package.swift` files.
extension DependenciesRule {
    /// Each target dependency (and each local package dependency) whose layer the declaring target's (or
    /// package's) layer may not depend on, reported where the manifest declares it.
    func checkManifests(in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        let graph = model.modules.graph
        let catalog = model.catalog
        var reportedPackages: Set<[Int]> = []
        for (index, module) in graph.modules.enumerated() where !module.isTest {
            let from = model.layer(ofModule: index)
            guard from != .none else { continue }
            let package = graph.packages[module.package]
            for dependency in module.target.dependencies {
                // A product built from several targets: the first of them in a layer the policy forbids.
                let targets = graph.dependencyTargets(dependency, of: index)
                let resolved =
                    targets.first { target in
                        let layer = model.layer(ofModule: target)
                        return layer != .none && !policy.allows(from, layer)
                    } ?? targets.first
                let to = resolved.map { model.layer(ofModule: $0) } ?? model.resolver.layer(forModule: dependency.name)
                guard let to, to != .none, !policy.allows(from, to) else { continue }
                if let resolved { reportedPackages.insert([module.package, graph.modules[resolved].package]) }
                findings.append(
                    manifestViolation(
                        "'\(catalog.name(of: from))' depends on target '\(dependency.name)' of layer '\(catalog.name(of: to))', which its "
                            + "policy does not allow",
                        hint:
                            "remove the dependency from target '\(module.name)' in \(package.manifestName) and depend on a "
                            + "protocol declared in \(allowedLayers(from: from, catalog: catalog))",
                        package: package, position: dependency.position, subject: dependency.name,
                        from: .layer(catalog.name(of: from)), to: .layer(catalog.name(of: to)), target: module.name))
            }
        }
        for (index, package) in graph.packages.enumerated() {
            let from = model.layer(ofPackage: index)
            guard from != .none else { continue }
            for (local, entry) in graph.localDependencies(of: index) where !reportedPackages.contains([index, local]) {
                let to = model.layer(ofPackage: local)
                guard to != .none, !policy.allows(from, to) else { continue }
                let name = graph.packages[local].manifest.name ?? entry.identity
                findings.append(
                    manifestViolation(
                        "'\(catalog.name(of: from))' depends on package '\(name)' of layer '\(catalog.name(of: to))', which its policy "
                            + "does not allow",
                        hint:
                            "remove the dependency on package '\(name)' from \(package.manifestName) and depend on a protocol "
                            + "declared in \(allowedLayers(from: from, catalog: catalog))",
                        package: package, position: entry.position, subject: name,
                        from: .layer(catalog.name(of: from)), to: .layer(catalog.name(of: to)), target: nil))
            }
        }
    }

    /// Imports the policy allows of modules that re-export (`@_exported import`, transitively) a module of a
    /// layer the file's layer may not depend on.
    func checkReexports(file: Int, layer: LayerID, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        let graph = model.modules.graph
        guard !graph.modules.isEmpty else { return }
        let catalog = model.catalog
        let own = model.modules.fileModules[file]
        for fact in model.files[file].imports {
            let imported = String(fact.topLevelModule)
            guard let start = graph.modules(named: imported).first, start != own else { continue }
            if let direct = model.layer(ofModuleNamed: imported), !policy.allows(layer, direct) { continue }
            var queue = [start]
            var visited: Set<Int> = [start]
            var reported: Set<String> = []
            while let module = queue.popLast() {
                for reexport in model.modules.reexports[module] {
                    if let to = model.layer(ofModuleNamed: reexport.module), !policy.allows(layer, to),
                        reported.insert(reexport.module).inserted
                    {
                        let via = graph.modules[module].name
                        findings.append(
                            violation(
                                "'\(catalog.name(of: layer))' reaches '\(reexport.module)' through '@_exported import "
                                    + "\(reexport.module)' in module '\(via)', which its policy does not allow",
                                hint: "remove '@_exported' from that import in module '\(via)' or depend on a "
                                    + "protocol declared in \(allowedLayers(from: layer, catalog: catalog))",
                                file: file, position: fact.position, subject: reexport.module, from: layer,
                                to: .layer(catalog.name(of: to)), enclosing: nil, in: context))
                    }
                    if let next = graph.modules(named: reexport.module).first, visited.insert(next).inserted {
                        queue.append(next)
                    }
                }
            }
        }
    }
}

extension Rule {
    /// A finding of this rule in a package manifest, the configured hint replacing the default one.
    func manifestViolation(
        _ happened: String, hint defaultHint: @autoclosure () -> String, package: ScannedPackage,
        position: SourcePosition, subject: String, from: FindingEndpoint?, to: FindingEndpoint?, target: String?,
        notes: [FindingNote] = []
    ) -> Finding {
        Finding(
            source: .rule(configuration.id), severity: configuration.severity, summary: happened,
            hint: configuration.hint ?? defaultHint(), path: package.manifestPath, position: position, from: from,
            to: to, subject: subject, scope: target.map(FindingScope.target), notes: notes)
    }
}
