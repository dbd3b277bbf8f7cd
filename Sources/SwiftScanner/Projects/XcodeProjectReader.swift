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
        let root: PropertyList
        switch PropertyListParser.parse(bytes) {
        case .success(let value): root = value
        case .failure(let error):
            manifest.diagnostics = [ProjectDiagnostic(path: path, message: error.message, position: error.position)]
            return manifest
        }
        guard let objectTable = root.dictionary?["objects"]?.dictionary, let rootID = root["rootObject"],
            let project = objectTable[rootID], project["isa"] == "PBXProject"
        else {
            manifest.diagnostics = [
                ProjectDiagnostic(
                    path: path, message: "not an xcode project: no 'objects' with a 'PBXProject' root object",
                    position: SourcePosition(line: root.line, column: 1))
            ]
            return manifest
        }
        var objects = XcodeObjects(
            objects: objectTable, projectDirectory: ProjectPath.parent(of: bundle), absoluteRoot: absoluteRoot)
        let targets = objects.referenced("targets", of: project).filter { $0.object["isa"] == "PBXNativeTarget" }
        let moduleNames = Dictionary(
            targets.map { ($0.id, moduleName(of: $0.object, objects)) }, uniquingKeysWith: { first, _ in first })
        manifest.targets = targets.map { entry in
            target(entry.id, entry.object, module: moduleNames[entry.id]!, moduleNames: moduleNames, objects: &objects)
        }
        manifest.diagnostics = objects.diagnostics.map {
            ProjectDiagnostic(path: path, message: $0.message, position: $0.position)
        }
        return manifest
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
        if bytes.contains(0) { return "binary file (contains nul bytes); not read" }
        return nil
    }

    private static func target(
        _ id: String, _ object: PropertyList, module: String, moduleNames: [String: String], objects: inout XcodeObjects
    ) -> ProjectTarget {
        let name = object["name"] ?? module
        let productType = object["productType"] ?? ""
        var dependencies: [ManifestTargetDependency] = []
        func add(_ name: String, _ kind: ManifestTargetDependency.Kind, line: Int) {
            guard !name.isEmpty, !dependencies.contains(where: { $0.name == name }) else { return }
            dependencies.append(
                ManifestTargetDependency(name: name, kind: kind, position: SourcePosition(line: line, column: 1)))
        }
        for (_, dependency) in objects.referenced("dependencies", of: object) {
            if let targetID = dependency["target"], let named = moduleNames[targetID] {
                add(named, .target, line: dependency.line)
            } else if let product = dependency["productRef"].flatMap({ objects[$0] })?["productName"] {
                add(product, .product(package: nil), line: dependency.line)
            } else if let named = dependency["name"] {
                add(named, .byName, line: dependency.line)
            }
        }
        for (_, product) in objects.referenced("packageProductDependencies", of: object) {
            if let productName = product["productName"] { add(productName, .product(package: nil), line: product.line) }
        }
        var sources: [ProjectSource] = []
        for (_, phase) in objects.referenced("buildPhases", of: object) {
            let isa = phase["isa"]
            guard isa == "PBXSourcesBuildPhase" || isa == "PBXFrameworksBuildPhase" else { continue }
            for (_, buildFile) in objects.referenced("files", of: phase) {
                if isa == "PBXFrameworksBuildPhase" {
                    if let framework = linkedModule(buildFile, objects) {
                        add(framework, .byName, line: buildFile.line)
                    }
                } else if let reference = buildFile["fileRef"], let path = objects.path(of: reference) {
                    sources.append(ProjectSource(path: path))
                }
            }
        }
        for (groupID, group) in objects.referenced("fileSystemSynchronizedGroups", of: object) {
            guard let folder = objects.path(of: groupID) else { continue }
            var excludes: [String] = []
            for (_, exception) in objects.referenced("exceptions", of: group)
            where exception["isa"] == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                && (exception["target"] == nil || exception["target"] == id)
            {
                excludes += exception.strings("membershipExceptions").compactMap { ProjectPath.join(folder, $0) }
            }
            sources.append(ProjectSource(path: folder, excludes: excludes))
        }
        let kind: ManifestTargetKind =
            productType.contains("unit-test") || productType.contains("ui-testing")
            ? .test : productType.hasSuffix(".application") ? .executable : .regular
        var origins = ["target '\(name)' of type '\(productType)'"]
        if module != name { origins.append("module name '\(module)' from the build settings") }
        return ProjectTarget(
            module: ManifestTarget(
                name: module, kind: kind, dependencies: dependencies,
                position: SourcePosition(line: object.line, column: 1)),
            targetName: name, productType: productType, sources: sources, origins: origins)
    }

    /// The module a linked framework build file names: a package product's name, or the file name of a
    /// `.framework` without its extension (system frameworks included: they are simply not scanned).
    private static func linkedModule(_ buildFile: PropertyList, _ objects: XcodeObjects) -> String? {
        if let product = buildFile["productRef"].flatMap({ objects[$0] })?["productName"] { return product }
        guard let reference = buildFile["fileRef"].flatMap({ objects[$0] }) else { return nil }
        let file = ProjectPath.lastComponent(of: reference["path"] ?? reference["name"] ?? "")
        guard file.hasSuffix(".framework") else { return nil }
        return String(file.dropLast(10))
    }

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` as a C99 identifier, else the target name, with
    /// `$(TARGET_NAME)` and `$(PRODUCT_NAME)` expanded, from the target's first build configuration.
    static func moduleName(of target: PropertyList, _ objects: XcodeObjects) -> String {
        let name = target["name"] ?? ""
        let configurations = target["buildConfigurationList"].flatMap { objects[$0] }.map {
            objects.referenced("buildConfigurations", of: $0).map(\.object)
        }
        let settings = configurations?.first?.dictionary?["buildSettings"]
        let productName = settings?["PRODUCT_NAME"].flatMap { BuildSetting.expand($0, ["TARGET_NAME": name]) } ?? name
        if let module = settings?["PRODUCT_MODULE_NAME"].flatMap({
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
