#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the targets of an Xcode project from its `project.pbxproj` (an old-style ASCII property list)
/// without running anything: native targets, their product types and module names, the files of their
/// sources build phases and synchronized folders, their target dependencies, linked frameworks and Swift
/// package products.
public enum XcodeProjectReader {
    /// Project files larger than this are not read (reported at 1:1).
    public static let maximumSize = 32 << 20

    /// Reads `bytes`, the `project.pbxproj` at root-relative `path`; `absoluteRoot` (the scan root as an
    /// absolute path, when known) lets `<absolute>` references inside the root count.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, absoluteRoot: String? = nil)
        -> ProjectManifest
    {
        let bundle = ProjectPath.parent(of: path)
        var manifest = ProjectManifest(path: path, format: .xcode)
        let bundleName = ProjectPath.lastComponent(of: bundle)
        if bundleName.hasSuffix(".xcodeproj") { manifest.name = String(bundleName.dropLast(10)) }
        if let refusal = refusal(bytes) {
            manifest.diagnostics = [
                ProjectDiagnostic(path: path, message: refusal, position: SourcePosition(line: 1, column: 1))
            ]
            return manifest
        }
        let tree: PropertyList
        switch PropertyListParser.parse(bytes) {
        case .success(let value): tree = value
        case .failure(let error):
            manifest.diagnostics = [ProjectDiagnostic(path: path, message: error.message, position: error.position)]
            return manifest
        }
        let root = tree.root
        guard let objectTable = tree.value(root, "objects"), let rootID = tree.value(root, "rootObject") else {
            manifest.diagnostics = [notAProject(path, line: tree.line(root))]
            return manifest
        }
        var objects = XcodeObjects(
            tree: tree, objects: objectTable, projectDirectory: ProjectPath.parent(of: bundle),
            absoluteRoot: absoluteRoot)
        guard let project = objects[rootID], objects.isa(project, "PBXProject") else {
            manifest.diagnostics = [notAProject(path, line: tree.line(root))]
            return manifest
        }
        let targets = objects.referenced("targets", of: project).filter { objects.isa($0, "PBXNativeTarget") }
        var moduleNames: [Int32: String] = [:]
        for target in targets where moduleNames[target] == nil {
            moduleNames[target] = moduleName(of: target, objects)
        }
        manifest.targets = targets.map { target in
            self.target(target, module: moduleNames[target]!, moduleNames: moduleNames, objects: &objects)
        }
        manifest.diagnostics = objects.diagnostics.map {
            ProjectDiagnostic(path: path, message: $0.message, position: $0.position)
        }
        return manifest
    }

    private static func notAProject(_ path: String, line: Int) -> ProjectDiagnostic {
        ProjectDiagnostic(
            path: path, message: "not an xcode project: no 'objects' with a 'PBXProject' root object",
            position: SourcePosition(line: line, column: 1))
    }

    /// Convenience for tests.
    public static func read(_ text: String, path: String) -> ProjectManifest {
        var copy = text
        return copy.withUTF8 { read($0, path: path) }
    }

    /// Why the bytes are not read at all: too large, a binary property list, or not text.
    private static func refusal(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.count > maximumSize { return "project file is larger than \(maximumSize >> 20) mib; not read" }
        if bytes.starts(with: "bplist".utf8) { return "binary property list; only the text format is read" }
        if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil {
            return "binary file (contains nul bytes); not read"
        }
        return nil
    }

    private static func target(
        _ object: Int32, module: String, moduleNames: [Int32: String], objects: inout XcodeObjects
    ) -> ProjectTarget {
        let tree = objects.tree
        let name = tree.string(object, "name") ?? module
        let productType = tree.string(object, "productType") ?? ""
        var dependencies: [ManifestTargetDependency] = []
        func add(_ name: String, _ kind: ManifestTargetDependency.Kind, at node: Int32) {
            guard !name.isEmpty, !dependencies.contains(where: { $0.name == name }) else { return }
            dependencies.append(
                ManifestTargetDependency(
                    name: name, kind: kind, position: SourcePosition(line: tree.line(node), column: 1)))
        }
        for dependency in objects.referenced("dependencies", of: object) {
            if let target = objects.object("target", of: dependency), let named = moduleNames[target] {
                add(named, .target, at: dependency)
            } else if let product = objects.object("productRef", of: dependency).flatMap({
                tree.string($0, "productName")
            }) {
                add(product, .product(package: nil), at: dependency)
            } else if let named = tree.string(dependency, "name") {
                add(named, .byName, at: dependency)
            }
        }
        for product in objects.referenced("packageProductDependencies", of: object) {
            if let productName = tree.string(product, "productName") {
                add(productName, .product(package: nil), at: product)
            }
        }
        var sources: [ProjectSource] = []
        for phase in objects.referenced("buildPhases", of: object) {
            if objects.isa(phase, "PBXFrameworksBuildPhase") || embedsFrameworks(phase, objects) {
                for buildFile in objects.referenced("files", of: phase) {
                    if let framework = linkedModule(buildFile, objects) { add(framework, .byName, at: buildFile) }
                }
            } else if objects.isa(phase, "PBXSourcesBuildPhase") {
                for buildFile in objects.referenced("files", of: phase) {
                    if let reference = objects.object("fileRef", of: buildFile), let path = objects.path(of: reference)
                    {
                        sources.append(ProjectSource(path: path))
                    }
                }
            }
        }
        for group in objects.referenced("fileSystemSynchronizedGroups", of: object) {
            guard let folder = objects.path(of: group) else { continue }
            var excludes: [String] = []
            for exception in objects.referenced("exceptions", of: group)
            where objects.isa(exception, "PBXFileSystemSynchronizedBuildFileExceptionSet")
                && (tree.value(exception, "target") == nil || objects.object("target", of: exception) == object)
            {
                let paths = tree.value(exception, "membershipExceptions").map { tree.elements($0) } ?? []
                excludes += paths.compactMap { tree.string($0).flatMap { ProjectPath.join(folder, $0) } }
            }
            sources.append(ProjectSource(path: folder, excludes: excludes))
        }
        let kind: ManifestTargetKind =
            productType.containsBytes(of: "unit-test") || productType.containsBytes(of: "ui-testing")
            ? .test : productType.hasSuffix(".application") ? .executable : .regular
        var origins = ["target '\(name)' of type '\(productType)'"]
        if module != name { origins.append("module name '\(module)' from the build settings") }
        return ProjectTarget(
            module: ManifestTarget(
                name: module, kind: kind, dependencies: dependencies,
                position: SourcePosition(line: tree.line(object), column: 1)),
            targetName: name, productType: productType, sources: sources, origins: origins)
    }

    /// Whether a build phase copies files into the product's frameworks folder (`dstSubfolderSpec` 10): Xcode's
    /// "Embed Frameworks" phase, or one of its own name. A framework embedded there is the target's dependency
    /// even when no link phase names it (the build finds its module among the built products).
    private static func embedsFrameworks(_ phase: Int32, _ objects: XcodeObjects) -> Bool {
        objects.isa(phase, "PBXCopyFilesBuildPhase") && objects.tree.string(phase, "dstSubfolderSpec") == "10"
    }

    /// The module a linked framework build file names: a package product's name, or the file name of a
    /// `.framework` or `.xcframework` (Carthage's, a vendored SDK's) without its extension (system frameworks
    /// included: they are simply not scanned).
    private static func linkedModule(_ buildFile: Int32, _ objects: XcodeObjects) -> String? {
        let tree = objects.tree
        if let product = objects.object("productRef", of: buildFile).flatMap({ tree.string($0, "productName") }) {
            return product
        }
        guard let reference = objects.object("fileRef", of: buildFile) else { return nil }
        return ProjectPath.frameworkModule(tree.string(reference, "path") ?? tree.string(reference, "name") ?? "")
    }

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` as a C99 identifier, else the target name, with
    /// `$(TARGET_NAME)` and `$(PRODUCT_NAME)` expanded, from the target's first build configuration.
    static func moduleName(of target: Int32, _ objects: XcodeObjects) -> String {
        let tree = objects.tree
        let name = tree.string(target, "name") ?? ""
        let configuration = objects.object("buildConfigurationList", of: target).flatMap {
            objects.referenced("buildConfigurations", of: $0).first
        }
        let settings = configuration.flatMap { tree.value($0, "buildSettings") }
        func setting(_ key: StaticString) -> String? { settings.flatMap { tree.string($0, key) } }
        let productName = setting("PRODUCT_NAME").flatMap { BuildSetting.expand($0, ["TARGET_NAME": name]) } ?? name
        if let module = setting("PRODUCT_MODULE_NAME").flatMap({
            BuildSetting.expand($0, ["TARGET_NAME": name, "PRODUCT_NAME": productName])
        }) {
            return module
        }
        return BuildSetting.c99Identifier(productName)
    }
}

/// Build setting values with `$(NAME)`, `${NAME}` and `$(NAME:c99extidentifier)` references.
enum BuildSetting {
    /// The value with the references to `values` expanded; nil when it refers to any other setting.
    static func expand(_ value: String, _ values: [String: String]) -> String? {
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let closer: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let end = rest[afterDollar...].firstIndex(of: closer) else { return nil }
            let reference = rest[rest.index(after: afterDollar)..<end].split(separator: ":", maxSplits: 1)
            guard let name = reference.first, let replacement = values[String(name)] else { return nil }
            let modifier = reference.count > 1 ? String(reference[1]) : nil
            switch modifier {
            case nil: result += replacement
            case "c99extidentifier", "rfc1034identifier": result += c99Identifier(replacement)
            default: return nil
            }
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return result.isEmpty ? nil : result
    }

    /// The name as an identifier: characters other than letters, digits and `_` become `_`, and a leading
    /// digit gets a `_` in front.
    static func c99Identifier(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" ? Character($0) : "_"
            })
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }
}
