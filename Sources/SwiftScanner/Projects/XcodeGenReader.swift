/// Reads the targets of an XcodeGen `project.yml` (and the files it names in `include:`, relative to it and
/// inside the scan root): each target's `type`, `sources` (paths, or maps with `path` and `excludes`),
/// `dependencies` (`target`, `framework`, `package` with `product`/`products`, `sdk`), and its module name
/// from `productName` or the `PRODUCT_MODULE_NAME`/`PRODUCT_NAME` of `settings` (`base`).
public enum XcodeGenReader {
    /// How deep `include:` files are followed.
    public static let maximumIncludeDepth = 8
    /// How many files one spec includes in all, at most: each level may include several files, and folders
    /// linked to their parents give every file any number of paths, so the depth alone bounds nothing.
    public static let maximumIncludedFiles = 256

    /// Reads the spec at root-relative `path`; `load` returns the bytes of a root-relative file, or nil when
    /// it cannot be read.
    public static func read(path: String, load: @escaping (String) -> [UInt8]?) -> ProjectManifest {
        var manifest = ProjectManifest(path: path, format: .xcodegen)
        var reader = Reading(load: load)
        reader.read(path, depth: 0, into: &manifest)
        manifest.targets = reader.targets
        manifest.diagnostics = reader.diagnostics
        manifest.includedFiles = reader.visited.filter { $0 != path }
        return manifest
    }

    private struct Reading {
        let load: (String) -> [UInt8]?
        var targets: [ProjectTarget] = []
        /// Where each target name is in `targets`: an included file's target of the same name merges into it.
        var targetIndices: [String: Int] = [:]
        var diagnostics: [ProjectDiagnostic] = []
        var visited: [String] = []
        var visitedSet: Set<String> = []
        var reportedIncludeLimit = false
        var reportedDepthLimit = false

        mutating func read(_ path: String, depth: Int, into manifest: inout ProjectManifest) {
            guard visitedSet.insert(path).inserted else { return }
            visited.append(path)
            guard let bytes = load(path) else {
                warn(path, "cannot read file", line: 1)
                return
            }
            if bytes.contains(0) {
                warn(path, "binary file (contains nul bytes); not read", line: 1)
                return
            }
            let spec: YAMLValue
            switch YAMLSubsetReader.parse(bytes: bytes) {
            case .success(let value): spec = value
            case .failure(let error):
                warn(path, error.message, line: error.line)
                return
            }
            guard spec.entries != nil else {
                warn(path, "expected a map of project settings at the top level", line: spec.line)
                return
            }
            let folder = ProjectPath.parent(of: path)
            if depth == 0, let name = spec["name"]?.scalar { manifest.name = name }
            for include in spec["include"].map(Self.includePaths) ?? [] {
                guard depth < XcodeGenReader.maximumIncludeDepth else {
                    if !reportedDepthLimit {
                        reportedDepthLimit = true
                        warn(
                            path, "includes nested deeper than \(XcodeGenReader.maximumIncludeDepth) files",
                            line: include.line)
                    }
                    continue
                }
                guard let included = ProjectPath.join(folder, include.path) else {
                    warn(path, "include '\(include.path)' is outside the scanned root; not read", line: include.line)
                    continue
                }
                guard visited.count <= XcodeGenReader.maximumIncludedFiles || visitedSet.contains(included) else {
                    if !reportedIncludeLimit {
                        reportedIncludeLimit = true
                        warn(
                            path,
                            "more than \(XcodeGenReader.maximumIncludedFiles) files included; '\(include.path)' "
                                + "and the includes after it are not read",
                            line: include.line)
                    }
                    continue
                }
                read(included, depth: depth + 1, into: &manifest)
            }
            guard let targetMap = spec["targets"] else { return }
            guard let entries = targetMap.entries else {
                warn(path, "'targets' is not a map of target names", line: targetMap.line)
                return
            }
            for entry in entries {
                if let index = targetIndices[entry.key] {
                    targets[index] = merged(targets[index], target(entry, folder: folder, path: path))
                } else {
                    targetIndices[entry.key] = targets.count
                    targets.append(target(entry, folder: folder, path: path))
                }
            }
        }

        private static func includePaths(_ value: YAMLValue) -> [(path: String, line: Int)] {
            let items = value.list ?? [value]
            return items.compactMap { item in
                (item.scalar ?? item["path"]?.scalar).map { ($0, item.line) }
            }
        }

        /// A target repeated in an included file adds to the first one's sources and dependencies.
        private func merged(_ first: ProjectTarget, _ second: ProjectTarget) -> ProjectTarget {
            var result = first
            result.sources += second.sources
            result.module.dependencies += second.module.dependencies
            return result
        }

        private mutating func target(_ entry: YAMLEntry, folder: String, path: String) -> ProjectTarget {
            let spec = entry.value
            let type = spec["type"]?.scalar ?? ""
            let settings = spec["settings"].map { $0["base"] ?? $0 }
            var origins = ["target '\(entry.key)' of type '\(type)' in \(path):\(entry.line)"]
            var module = entry.key
            if let named = settings?["PRODUCT_MODULE_NAME"]?.scalar ?? spec["productName"]?.scalar
                ?? settings?["PRODUCT_NAME"]?.scalar
            {
                if let expanded = BuildSetting.expand(named, ["TARGET_NAME": entry.key]) {
                    module = BuildSetting.c99Identifier(expanded)
                    origins.append("module name '\(module)' from the target's settings")
                } else {
                    warn(
                        path, "module name '\(named)' refers to other settings; using the target name", line: spec.line)
                }
            }
            let kind: ManifestTargetKind =
                type.containsBytes(of: "unit-test") || type.containsBytes(of: "ui-testing")
                ? .test : type == "application" ? .executable : .regular
            return ProjectTarget(
                module: ManifestTarget(
                    name: module, kind: kind, dependencies: dependencies(spec["dependencies"], path: path),
                    position: SourcePosition(line: entry.line, column: 1)),
                targetName: entry.key, productType: type, sources: sources(spec["sources"], folder: folder, path: path),
                origins: origins)
        }

        private mutating func sources(_ value: YAMLValue?, folder: String, path: String) -> [ProjectSource] {
            guard let value else { return [] }
            var result: [ProjectSource] = []
            for item in value.list ?? [value] {
                guard let relative = item.scalar ?? item["path"]?.scalar else {
                    warn(path, "a source without a path; ignored", line: item.line)
                    continue
                }
                guard let source = ProjectPath.join(folder, relative) else {
                    warn(path, "source '\(relative)' is outside the scanned root; ignored", line: item.line)
                    continue
                }
                let excludes = (item["excludes"]?.list ?? []).compactMap(\.scalar).compactMap {
                    ProjectPath.join(source, $0)
                }
                result.append(ProjectSource(path: source, excludes: excludes))
            }
            return result
        }

        private func dependencies(_ value: YAMLValue?, path: String) -> [ManifestTargetDependency] {
            var result: [ManifestTargetDependency] = []
            for item in value?.list ?? [] {
                let position = SourcePosition(line: item.line, column: 1)
                if let target = item["target"]?.scalar {
                    let name = ProjectPath.lastComponent(of: target)
                    result.append(ManifestTargetDependency(name: name, kind: .target, position: position))
                } else if let framework = item["framework"]?.scalar {
                    let name = ProjectPath.frameworkModule(framework) ?? ProjectPath.lastComponent(of: framework)
                    result.append(ManifestTargetDependency(name: name, kind: .byName, position: position))
                } else if let package = item["package"]?.scalar {
                    let products = (item["products"]?.list ?? []).compactMap(\.scalar)
                    for product in products.isEmpty ? [item["product"]?.scalar ?? package] : products {
                        result.append(
                            ManifestTargetDependency(
                                name: product, kind: .product(package: package), position: position))
                    }
                }
            }
            return result
        }

        private mutating func warn(_ path: String, _ message: String, line: Int) {
            diagnostics.append(
                ProjectDiagnostic(path: path, message: message, position: SourcePosition(line: line, column: 1)))
        }
    }
}
