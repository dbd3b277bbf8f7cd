import SwiftScanner

/// The modules `archlint facts` shows: every target of the packages and projects read, and the modules each
/// scanned file is compiled in.
public struct FactsModules: Sendable {
    /// One target of a `Package.swift`, Xcode project, Tuist project or XcodeGen spec.
    public struct Module: Hashable, Sendable {
        public var name: String
        /// `package`, `xcode`, `tuist` or `xcodegen`.
        public var format: String
        /// The root-relative path of the file that declares the target.
        public var manifest: String
        /// The package target's kind (`target`, `testTarget`, …), or for a project target its kind as a module.
        public var kind: String
        /// A project target's product type as written, nil for a package target.
        public var productType: String?
        public var isTest: Bool
        /// The declared dependencies by name, as written.
        public var dependencies: [String]
    }

    /// Nothing read: no modules, every file in none.
    public static let none = FactsModules(modules: [], fileModules: [])

    public var modules: [Module]
    /// Per file, the names of the modules it is compiled in (the primary one first), empty when none.
    public var fileModules: [[String]]

    public init(modules: [Module], fileModules: [[String]]) {
        self.modules = modules
        self.fileModules = fileModules
    }

    /// The modules of `graph`, and those of the root-relative `paths`, in order.
    public init(graph: PackageGraph, paths: [String]) {
        modules = graph.modules.map { module in
            let package = graph.packages[module.package]
            return Module(
                name: module.name, format: Self.formatName(package.format), manifest: package.manifestPath,
                kind: module.target.kind.rawValue,
                productType: module.project.map(\.productType).flatMap { $0.isEmpty ? nil : $0 },
                isTest: module.isTest,
                dependencies: module.target.dependencies.map(\.name))
        }
        fileModules = paths.map { path in graph.modules(forFile: path).map { graph.modules[$0].name } }
    }

    /// Adds the modules and files of another root, after these.
    public mutating func append(_ other: FactsModules) {
        modules += other.modules
        fileModules += other.fileModules
    }

    private static func formatName(_ format: ProjectFormat) -> String {
        switch format {
        case .swiftPackage: return "package"
        case .xcode: return "xcode"
        case .tuist: return "tuist"
        case .xcodegen: return "xcodegen"
        }
    }
}
