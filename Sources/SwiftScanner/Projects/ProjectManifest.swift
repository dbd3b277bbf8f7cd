/// The build description formats archlint reads targets from; every one of them is read lexically and never
/// executed.
public enum ProjectFormat: String, Hashable, Sendable {
    /// `Package.swift`.
    case swiftPackage = "swift package"
    /// `*.xcodeproj/project.pbxproj`.
    case xcode = "xcode project"
    /// Tuist's `Project.swift`.
    case tuist = "tuist project"
    /// XcodeGen's `project.yml`.
    case xcodegen = "xcodegen project"
}

/// Where a target reads its source files from: a folder (every file under it but the excluded ones) or one
/// file. Paths are relative to the scan root.
public struct ProjectSource: Hashable, Sendable {
    /// A folder, or a single file.
    public var path: String
    /// Root-relative globs (`Sources/Legacy/**`) or paths of files and folders left out.
    public var excludes: [String]

    public init(path: String, excludes: [String] = []) {
        self.path = path
        self.excludes = excludes
    }
}

/// One target of an Xcode project, a Tuist project or an XcodeGen project, as a Swift module.
public struct ProjectTarget: Hashable, Sendable {
    /// The module: `name` is the Swift module name, `kind` is `.test` for unit and UI test bundles and
    /// `.executable` for applications; `dependencies` are named by module (a dependency on another target of
    /// the same project is named by that target's module).
    public var module: ManifestTarget
    /// The target's name in the project (differs from the module name when `PRODUCT_MODULE_NAME` or
    /// `PRODUCT_NAME` say so).
    public var targetName: String
    /// The product type as written (`com.apple.product-type.framework`, `framework`, `.staticFramework`).
    public var productType: String
    /// Folders and files the target compiles (a folder: everything in it).
    public var sources: [ProjectSource]
    /// What was read from the project file and what was taken from a convention, for `explain`:
    /// `name from the 'name:' argument`, `sources by convention: Sources/**`.
    public var origins: [String]
    /// False when some of the target's dependencies could not be read (a helper call, a convention target):
    /// its imports of sibling modules are then not checked against them.
    public var dependenciesComplete = true

    public init(
        module: ManifestTarget, targetName: String, productType: String, sources: [ProjectSource],
        origins: [String] = []
    ) {
        self.module = module
        self.targetName = targetName
        self.productType = productType
        self.sources = sources
        self.origins = origins
    }
}

/// What a project file declares, read lexically.
public struct ProjectManifest: Hashable, Sendable {
    /// The project file's path relative to the scan root (`App/App.xcodeproj/project.pbxproj`).
    public var path: String
    public var format: ProjectFormat
    /// The project's name (`App` for `App.xcodeproj`), when known.
    public var name: String?
    public var targets: [ProjectTarget]
    /// Parts that could not be read (warnings), in this file or in the files it includes; when the file
    /// could not be read at all, one diagnostic and no targets.
    public var diagnostics: [ProjectDiagnostic]
    /// Other files read for this project (XcodeGen `include:` files, Tuist helpers), root-relative.
    public var includedFiles: [String]

    public init(
        path: String, format: ProjectFormat, name: String? = nil, targets: [ProjectTarget] = [],
        diagnostics: [ProjectDiagnostic] = [], includedFiles: [String] = []
    ) {
        self.path = path
        self.format = format
        self.name = name
        self.targets = targets
        self.diagnostics = diagnostics
        self.includedFiles = includedFiles
    }

    /// The folder the project's relative paths start from: the folder holding the `.xcodeproj`, or the
    /// folder of `Project.swift` or `project.yml` (root-relative, `""` for the root).
    public var directory: String {
        var folder = ProjectPath.parent(of: path)
        if format == .xcode { folder = ProjectPath.parent(of: folder) }
        return folder
    }
}

/// A part of a project file (or of a file it includes) that could not be read. Always a warning.
public struct ProjectDiagnostic: Hashable, Sendable {
    /// The file, root-relative.
    public var path: String
    /// Lowercase, without a final period.
    public var message: String
    public var position: SourcePosition

    public init(path: String, message: String, position: SourcePosition) {
        self.path = path
        self.message = message
        self.position = position
    }
}

/// Root-relative path arithmetic for project readers, with `/` separators: `""` is the root.
public enum ProjectPath {
    /// The folder of a path (`""` for a name in the root).
    public static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// How many folders deep a folder path is (`""` is 0, `Modules/Sources/Cart` is 3).
    public static func depth(of folder: String) -> Int {
        folder.isEmpty ? 0 : folder.utf8.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
    }

    /// The folder made of the first `depth` components of `path` (`Sources/App` for depth 2 of
    /// `Sources/App/Home/View.swift`), nil when the path has no more folders.
    public static func ancestor(of path: String, depth: Int) -> String? {
        guard depth > 0 else { return nil }
        var components = 0
        for index in path.utf8.indices where path.utf8[index] == UInt8(ascii: "/") {
            components += 1
            if components == depth { return String(path[..<index]) }
        }
        return nil
    }

    /// The last component of a path.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The module a framework bundle's path names: its file name without `.framework` or `.xcframework`
    /// (`Carthage/Build/Lottie.xcframework` names `Lottie`), or nil for a path that is not a framework bundle.
    public static func frameworkModule(_ path: String) -> String? {
        let file = lastComponentSlice(of: path)
        for suffix in [".framework", ".xcframework"] where file.count > suffix.count && file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return nil
    }

    /// The last component of a path as a slice of it (nothing allocated).
    public static func lastComponentSlice(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }

    /// Whether the last component of `path` is `name`, an ASCII file name (compared as the path's last
    /// UTF-8 bytes: nothing is searched or allocated).
    public static func hasName(_ name: StaticString, _ path: String) -> Bool {
        let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        let matched = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let start = bytes.count - wanted.count
            guard start >= 0, start == 0 || bytes[start - 1] == UInt8(ascii: "/") else { return false }
            var index = 0
            while index < wanted.count {
                if bytes[start + index] != wanted[index] { return false }
                index += 1
            }
            return true
        }
        return matched ?? lastComponentSlice(of: path).utf8.elementsEqual(wanted)
    }

    /// Whether `path` is `folder` or lies inside it (every path lies inside the root, `""`).
    /// Compares the bytes in place where both strings are contiguous (native strings are).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        let count = folder.utf8.count
        guard count > 0 else { return true }
        let inPlace = path.utf8.withContiguousStorageIfAvailable { path in
            folder.utf8.withContiguousStorageIfAvailable { folder in
                path.count >= count && UnsafeBufferPointer(rebasing: path[..<count]).hasSameBytes(as: folder)
                    && (path.count == count || path[count] == UInt8(ascii: "/"))
            }
        }
        if let inPlace = inPlace ?? nil { return inPlace }
        guard path.utf8.starts(with: folder.utf8) else { return false }
        let rest = path.utf8.dropFirst(count)
        return rest.isEmpty || rest.first == UInt8(ascii: "/")
    }

    /// `base` joined with the relative `path`, with `.`, `..` and empty segments resolved; nil when the result
    /// would lie outside the root (an absolute `path`, or more `..` than folders). An absolute `base` (several
    /// absolute roots make absolute "relative" paths) gives an absolute result.
    public static func join(_ base: String, _ path: String) -> String? {
        resolve(base, path, clamping: false)
    }

    /// `base` joined with `path` like `join`, but an absolute `path` counts from the root and `..` never climbs
    /// above it.
    public static func clampedJoin(_ base: String, _ path: String) -> String {
        resolve(base, path, clamping: true) ?? ""
    }

    private static func resolve(_ base: String, _ path: String, clamping: Bool) -> String? {
        if let joined = plainJoin(base, path) { return joined }
        if path.hasPrefix("/") && !clamping { return nil }
        var segments = path.hasPrefix("/") ? [] : base.split(separator: "/").map(String.init)
        for segment in path.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..":
                if segments.isEmpty && !clamping { return nil }
                if !segments.isEmpty { segments.removeLast() }
            default: segments.append(String(segment))
            }
        }
        let keepsLeadingSlash = base.hasPrefix("/") && !path.hasPrefix("/")
        return (keepsLeadingSlash ? "/" : "") + segments.joined(separator: "/")
    }

    /// `base/path` when nothing needs resolving (most paths of a project): both are plain relative paths
    /// (`isPlainRelative`; `base` may start with one `/`). Nil otherwise.
    private static func plainJoin(_ base: String, _ path: String) -> String? {
        let plain = path.utf8.withContiguousStorageIfAvailable { path in
            base.utf8.withContiguousStorageIfAvailable { base in
                let baseStart = base.first == UInt8(ascii: "/") ? 1 : 0
                return isPlainRelative(path)
                    && (base.isEmpty || isPlainRelative(UnsafeBufferPointer(rebasing: base[baseStart...])))
            }
        }
        guard plain == true else { return nil }
        return base.isEmpty ? path : DisplayPath.joined(base, path)
    }

    /// Whether a path is relative, not empty, without empty segments (`a//b`, a trailing `/`) and without
    /// segments of dots only (`.`, `..`), so that joining it to a folder is concatenation.
    static func isPlainRelative(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous = UInt8(ascii: "/")
        var dotsSinceSlash = 0
        for byte in path {
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

    /// Whether a folder above the last component of `path` is named `name` (compared as bytes, without
    /// splitting the path).
    public static func hasFolder(named name: String, in path: String) -> Bool {
        var path = path
        var name = name
        return path.withUTF8 { bytes in
            name.withUTF8 { wanted in
                var start = 0
                while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
                    if slash - start == wanted.count && bytes[start..<slash].elementsEqual(wanted) { return true }
                    start = slash + 1
                }
                return false
            }
        }
    }
}
