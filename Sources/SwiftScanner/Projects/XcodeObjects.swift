/// The `objects` of a `project.pbxproj` by id, and where the files and folders of its group tree are.
struct XcodeObjects {
    /// Object types of Xcode projects; any other `isa` is reported once as unknown (and ignored).
    static let knownTypes: [StaticString] = [
        "PBXAggregateTarget", "PBXAppleScriptBuildPhase", "PBXBuildFile", "PBXBuildRule", "PBXContainerItemProxy",
        "PBXCopyFilesBuildPhase", "PBXFileReference", "PBXFileSystemSynchronizedBuildFileExceptionSet",
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet", "PBXFileSystemSynchronizedRootGroup",
        "PBXFrameworksBuildPhase", "PBXGroup", "PBXHeadersBuildPhase", "PBXLegacyTarget", "PBXNativeTarget",
        "PBXProject", "PBXReferenceProxy", "PBXResourcesBuildPhase", "PBXRezBuildPhase", "PBXShellScriptBuildPhase",
        "PBXSourcesBuildPhase", "PBXTargetDependency", "PBXVariantGroup", "XCBuildConfiguration",
        "XCConfigurationList", "XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference",
        "XCSwiftPackageProductDependency", "XCVersionGroup",
    ]

    let tree: PropertyList
    /// The folder holding the `.xcodeproj`, root-relative.
    let projectDirectory: String
    /// The scan root as an absolute path, for `<absolute>` references inside it; nil when not known.
    let absoluteRoot: String?
    /// Object dictionaries by id.
    private var byID: ObjectIDTable
    /// Per node, the group that lists it as a child (-1 for none).
    private var parents: [Int32] = []
    /// Per node, its resolved path once known: an index into `resolvedPaths`, `Self.unknown`, or
    /// `Self.pathless` for a node that has none (a trivial element type, so the array costs nothing to free).
    private var resolved: [Int32] = []
    private var resolvedPaths: [String] = []
    private static let unknown: Int32 = -1
    private static let pathless: Int32 = -2
    /// The longest path a group or file resolves to (Linux's `PATH_MAX`): groups nested deeper than any project
    /// nests them would make paths as long as their depth, and the memory for all of them its square (40,000
    /// nested groups, a 3 MB project file, took 1.6 GB).
    static let longestPath = 4096
    private var reportedLongPath = false
    private(set) var diagnostics: [ManifestDiagnostic] = []

    init(tree: PropertyList, objects: Int32, projectDirectory: String, absoluteRoot: String?) {
        self.tree = tree
        self.projectDirectory = projectDirectory
        self.absoluteRoot = absoluteRoot
        parents = [Int32](repeating: -1, count: tree.nodes.count)
        resolved = [Int32](repeating: Self.unknown, count: tree.nodes.count)
        let entries = tree.entries(objects)
        var byID = ObjectIDTable(capacity: entries.count)
        for (key, object) in entries { byID[tree.stringBytes(key)] = object }
        self.byID = byID
        var unknown: [String: Int] = [:]
        for (_, object) in entries {
            guard let isa = tree.value(object, "isa") else { continue }
            if !isKnownType(isa), let type = tree.string(isa) {
                unknown[type] = min(unknown[type] ?? .max, tree.line(object))
            }
            guard let children = tree.value(object, "children") else { continue }
            // A child listed by several groups takes the first group in file order.
            for child in tree.elements(children) {
                if let node = self[child], parents[Int(node)] < 0 { parents[Int(node)] = object }
            }
        }
        for (type, line) in unknown.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            diagnostics.append(
                ManifestDiagnostic(
                    message: "unknown object type '\(type)'; ignored", position: SourcePosition(line: line, column: 1)))
        }
    }

    private func isKnownType(_ isa: Int32) -> Bool {
        // Most objects are build files, file references and groups: those are checked before the whole list.
        tree.spells(isa, "PBXBuildFile") || tree.spells(isa, "PBXFileReference") || tree.spells(isa, "PBXGroup")
            || Self.knownTypes.contains { tree.spells(isa, $0) }
    }

    /// The object a string node names by id.
    subscript(reference: Int32) -> Int32? {
        guard tree.isString(reference) else { return nil }
        return byID[tree.stringBytes(reference)]
    }

    /// The object `key` of `object` refers to.
    func object(_ key: StaticString, of object: Int32) -> Int32? { tree.value(object, key).flatMap { self[$0] } }

    /// The objects an array entry of `object` refers to.
    func referenced(_ key: StaticString, of object: Int32) -> [Int32] {
        guard let list = tree.value(object, key) else { return [] }
        return tree.elements(list).compactMap { self[$0] }
    }

    /// Whether an object's `isa` is `type`.
    func isa(_ object: Int32, _ type: StaticString) -> Bool {
        tree.value(object, "isa").map { tree.spells($0, type) } ?? false
    }

    /// The root-relative path of a file reference or group, resolved through its `sourceTree` and the groups
    /// above it; nil for paths outside the root, built products and SDK files, and inside a cycle of groups.
    mutating func path(of object: Int32) -> String? {
        if let known = resolvedPath(object) { return known }
        // The usual case: a file inside a group whose path is known.
        let parent = parents[Int(object)]
        if parent >= 0, isGroupRelative(object), let base = resolvedPath(parent) {
            return record(base.flatMap { ownPath(of: object, in: $0) }, for: object)
        }
        var chain: [Int32] = []
        var current = object
        var base: String?? = nil
        while current >= 0 {
            if let known = resolvedPath(current) {
                base = .some(known)
                break
            }
            guard !chain.contains(current) else {
                let id = idText(of: current)
                diagnostics.append(
                    ManifestDiagnostic(
                        message: "the group tree has a cycle through object '\(id)'",
                        position: SourcePosition(line: tree.line(current), column: 1)))
                for member in chain { resolved[Int(member)] = Self.pathless }
                return nil
            }
            chain.append(current)
            if !isGroupRelative(current) { break }
            current = parents[Int(current)]
        }
        var path: String? = base ?? start(of: chain.last!)
        for (position, node) in chain.enumerated().reversed() {
            if base != nil || position != chain.count - 1 {
                path = path.flatMap { ownPath(of: node, in: $0) }
            }
            path = record(path, for: node)
        }
        return path
    }

    /// Whether a node's path counts from its group's (its `sourceTree` is `<group>` or missing).
    private func isGroupRelative(_ node: Int32) -> Bool {
        guard let sourceTree = tree.value(node, "sourceTree") else { return true }
        return tree.spells(sourceTree, "<group>")
    }

    /// The path found for a node before: `.some(nil)` when it has none, nil when not looked for yet.
    private func resolvedPath(_ node: Int32) -> String?? {
        let slot = resolved[Int(node)]
        if slot == Self.unknown { return nil }
        return slot == Self.pathless ? .some(nil) : resolvedPaths[Int(slot)]
    }

    /// Records a node's path, and returns it: nil when it has none, or one longer than `longestPath`.
    private mutating func record(_ path: String?, for node: Int32) -> String? {
        guard let path, path.utf8.count <= Self.longestPath else {
            if path != nil && !reportedLongPath {
                reportedLongPath = true
                diagnostics.append(
                    ManifestDiagnostic(
                        message: "a group's path is longer than \(Self.longestPath) bytes (groups nested too deep); "
                            + "the files under it are not read",
                        position: SourcePosition(line: tree.line(node), column: 1)))
            }
            resolved[Int(node)] = Self.pathless
            return nil
        }
        resolved[Int(node)] = Int32(resolvedPaths.count)
        resolvedPaths.append(path)
        return path
    }

    /// The id of an object, for messages.
    private func idText(of object: Int32) -> String {
        byID.id(of: object).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }

    /// The path of the topmost node of a chain: its `sourceTree` decides where it starts.
    private func start(of node: Int32) -> String? {
        let own = tree.string(node, "path") ?? ""
        let sourceTree = tree.string(node, "sourceTree") ?? "<group>"
        switch sourceTree {
        case "<group>", "SOURCE_ROOT":
            return ProjectPath.join(projectDirectory, own)
        case "<absolute>":
            guard let absoluteRoot, own.hasPrefix(absoluteRoot + "/") else { return nil }
            return ProjectPath.join("", String(own.dropFirst(absoluteRoot.count + 1)))
        default:
            return nil
        }
    }

    /// `base` joined with the node's own `path`. A plain relative path (the usual case) is appended to `base`
    /// as bytes, into one new string.
    private func ownPath(of node: Int32, in base: String) -> String? {
        guard let own = tree.value(node, "path"), tree.isString(own) else { return base }
        let bytes = tree.stringBytes(own)
        if bytes.isEmpty { return base }
        guard !bytes.contains(UInt8(ascii: "\\")), ProjectPath.isPlainRelative(bytes) else {
            return tree.string(own).flatMap { $0.isEmpty ? base : ProjectPath.join(base, $0) }
        }
        if base.isEmpty { return String(decoding: bytes, as: UTF8.self) }
        return String(joining: base, UInt8(ascii: "/"), bytes)
    }
}
