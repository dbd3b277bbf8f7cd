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

    /// An object id's bytes as a dictionary key (no `String` per id).
    struct Key: Hashable {
        let bytes: UnsafeBufferPointer<UInt8>

        static func == (lhs: Key, rhs: Key) -> Bool { PropertyList.equal(lhs.bytes, rhs.bytes) }

        /// Folds the bytes eight at a time into one word (ids are 24 hex digits), hashed once.
        func hash(into hasher: inout Hasher) {
            let raw = UnsafeRawBufferPointer(bytes)
            var folded = UInt64(truncatingIfNeeded: raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                folded = (folded &* 0x9E37_79B9_7F4A_7C15) ^ word
                offset += 8
            }
            while offset < raw.count {
                folded = (folded &* 0x100_0000_01B3) ^ UInt64(raw[offset])
                offset += 1
            }
            hasher.combine(folded)
        }
    }

    let tree: PropertyList
    /// The folder holding the `.xcodeproj`, root-relative.
    let projectDirectory: String
    /// The scan root as an absolute path, for `<absolute>` references inside it; nil when not known.
    let absoluteRoot: String?
    /// Object dictionaries by id.
    private var byID: [Key: Int32] = [:]
    /// Per node, the group that lists it as a child (-1 for none).
    private var parents: [Int32] = []
    /// Per group or file reference node, its resolved path once known (nil inside when it has none).
    private var resolved: [Int32: String?] = [:]
    private(set) var diagnostics: [ManifestDiagnostic] = []

    init(tree: PropertyList, objects: Int32, projectDirectory: String, absoluteRoot: String?) {
        self.tree = tree
        self.projectDirectory = projectDirectory
        self.absoluteRoot = absoluteRoot
        parents = [Int32](repeating: -1, count: tree.nodes.count)
        let entries = tree.entries(objects)
        byID.reserveCapacity(entries.count)
        for (key, object) in entries { byID[Key(bytes: tree.stringBytes(key))] = object }
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
        Self.knownTypes.contains { tree.spells(isa, $0) }
    }

    /// The object a string node names by id.
    subscript(reference: Int32) -> Int32? {
        guard tree.isString(reference) else { return nil }
        return byID[Key(bytes: tree.stringBytes(reference))]
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
        if let known = resolved[object] { return known }
        var chain: [Int32] = []
        var current = object
        var base: String?? = nil
        while current >= 0 {
            if let known = resolved[current] {
                base = .some(known)
                break
            }
            guard !chain.contains(current) else {
                let id = idText(of: current)
                diagnostics.append(
                    ManifestDiagnostic(
                        message: "the group tree has a cycle through object '\(id)'",
                        position: SourcePosition(line: tree.line(current), column: 1)))
                for member in chain { resolved[member] = .some(nil) }
                return nil
            }
            chain.append(current)
            if let sourceTree = tree.value(current, "sourceTree"), !tree.spells(sourceTree, "<group>") { break }
            current = parents[Int(current)]
        }
        var path: String? = base ?? start(of: chain.last!)
        for (position, node) in chain.enumerated().reversed() {
            if base != nil || position != chain.count - 1 {
                path = path.flatMap { ownPath(of: node, in: $0) }
            }
            resolved[node] = .some(path)
        }
        return path
    }

    /// The id of an object, for messages.
    private func idText(of object: Int32) -> String {
        byID.first { $0.value == object }.map { String(decoding: $0.key.bytes, as: UTF8.self) } ?? "?"
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

    private func ownPath(of node: Int32, in base: String) -> String? {
        guard let own = tree.string(node, "path"), !own.isEmpty else { return base }
        return Self.isPlainRelative(own) ? (base.isEmpty ? own : base + "/" + own) : ProjectPath.join(base, own)
    }

    /// Whether a path is relative without `.`, `..` or empty segments, so that joining it is concatenation.
    private static func isPlainRelative(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        var dotsSinceSlash = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || dotsSinceSlash > 0 { return false }
                dotsSinceSlash = 0
            } else if byte == UInt8(ascii: ".") && (previous == UInt8(ascii: "/") || dotsSinceSlash > 0) {
                dotsSinceSlash += 1
            } else {
                dotsSinceSlash = 0
            }
            previous = byte
        }
        return previous != UInt8(ascii: "/") && dotsSinceSlash == 0
    }
}
