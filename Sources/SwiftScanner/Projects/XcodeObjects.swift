/// The `objects` of a `project.pbxproj` by id, and where the files and folders of its group tree are.
struct XcodeObjects {
    /// Object types of Xcode projects; any other `isa` is reported once as unknown (and ignored).
    static let knownTypes: Set<String> = [
        "PBXAggregateTarget", "PBXAppleScriptBuildPhase", "PBXBuildFile", "PBXBuildRule", "PBXContainerItemProxy",
        "PBXCopyFilesBuildPhase", "PBXFileReference", "PBXFileSystemSynchronizedBuildFileExceptionSet",
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet", "PBXFileSystemSynchronizedRootGroup",
        "PBXFrameworksBuildPhase", "PBXGroup", "PBXHeadersBuildPhase", "PBXLegacyTarget", "PBXNativeTarget",
        "PBXProject", "PBXReferenceProxy", "PBXResourcesBuildPhase", "PBXRezBuildPhase", "PBXShellScriptBuildPhase",
        "PBXSourcesBuildPhase", "PBXTargetDependency", "PBXVariantGroup", "XCBuildConfiguration",
        "XCConfigurationList", "XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference",
        "XCSwiftPackageProductDependency", "XCVersionGroup",
    ]

    let objects: [String: PropertyList]
    /// The folder holding the `.xcodeproj`, root-relative.
    let projectDirectory: String
    /// The scan root as an absolute path, for `<absolute>` references inside it; nil when not known.
    let absoluteRoot: String?
    private var parents: [String: String] = [:]
    private var resolved: [String: String?] = [:]
    private(set) var diagnostics: [ManifestDiagnostic] = []

    init(objects: [String: PropertyList], projectDirectory: String, absoluteRoot: String?) {
        self.objects = objects
        self.projectDirectory = projectDirectory
        self.absoluteRoot = absoluteRoot
        var unknown: [String: Int] = [:]
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            guard let type = object["isa"] else { continue }
            if !Self.knownTypes.contains(type) {
                unknown[type] = min(unknown[type] ?? .max, object.line)
            }
            for child in object.strings("children") where parents[child] == nil { parents[child] = id }
        }
        for (type, line) in unknown.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            diagnostics.append(
                ManifestDiagnostic(
                    message: "unknown object type '\(type)'; ignored", position: SourcePosition(line: line, column: 1)))
        }
    }

    subscript(id: String) -> PropertyList? { objects[id] }

    /// The objects an array entry of `object` refers to, with their ids.
    func referenced(_ key: String, of object: PropertyList) -> [(id: String, object: PropertyList)] {
        object.strings(key).compactMap { id in objects[id].map { (id, $0) } }
    }

    /// The root-relative path of a file reference or group, resolved through its `sourceTree` and the groups
    /// above it; nil for paths outside the root, built products and SDK files, and inside a cycle of groups.
    mutating func path(of id: String) -> String? {
        if let known = resolved[id] { return known }
        var chain: [String] = []
        var visited: Set<String> = []
        var current: String? = id
        var base: String?? = nil
        while let node = current {
            if let known = resolved[node] {
                base = .some(known)
                break
            }
            guard visited.insert(node).inserted else {
                diagnostics.append(
                    ManifestDiagnostic(
                        message: "the group tree has a cycle through object '\(node)'",
                        position: SourcePosition(line: objects[node]?.line ?? 1, column: 1)))
                for member in chain { resolved[member] = .some(nil) }
                return nil
            }
            chain.append(node)
            let tree = objects[node]?["sourceTree"] ?? "<group>"
            if tree != "<group>" { break }
            current = parents[node]
        }
        var path: String?
        if let base {
            path = base
        } else {
            path = start(of: chain.last!)
        }
        for node in chain.reversed() {
            if node != chain.last! || base != nil {
                path = path.flatMap { ownPath(of: node, in: $0) }
            }
            resolved[node] = .some(path)
        }
        return path
    }

    /// The path of the topmost node of a chain: its `sourceTree` decides where it starts.
    private func start(of node: String) -> String? {
        let object = objects[node]
        let own = object?["path"] ?? ""
        switch object?["sourceTree"] ?? "<group>" {
        case "<group>", "SOURCE_ROOT":
            return ProjectPath.join(projectDirectory, own)
        case "<absolute>":
            guard let absoluteRoot, own.hasPrefix(absoluteRoot + "/") else { return nil }
            return ProjectPath.join("", String(own.dropFirst(absoluteRoot.count + 1)))
        default:
            return nil
        }
    }

    private func ownPath(of node: String, in base: String) -> String? {
        guard let own = objects[node]?["path"], !own.isEmpty else { return base }
        return ProjectPath.join(base, own)
    }
}
