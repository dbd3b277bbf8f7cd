import SwiftScanner

/// Which modules each file sees, as Swift's name lookup does: the file's own module, and the modules its
/// imports bring in (`import M`, `@testable import M`, `import struct M.T`), with the modules they re-export
/// through `@_exported import`, transitively. Imports under `#if` count: the scanner cannot tell which branch
/// a build takes.
///
/// Modules are those of `ModuleIndex`; files in no module form one implicit module (a plain folder tree is
/// one module).
public struct ModuleVisibility: Sendable {
    /// The module of files that no module of the graph contains.
    public static let implicitModule: Int32 = -1

    /// A module that one file's imports make visible.
    public struct ImportedModule: Sendable, Equatable {
        /// Index into the graph's modules, or `implicitModule`.
        public var module: Int32
        /// `@testable import`: the module's internal types are visible too.
        public var isTestable: Bool
        /// `import struct M.T` (any kind): only `T` is visible; nil for a whole-module import.
        public var onlyName: String?
        /// The import that brings it in (index into the file's imports).
        public var importIndex: Int
        /// The module whose `@_exported import` re-exports it, when the import names another module.
        public var reexportedBy: Int32?
    }

    /// Per file, its module (index into the graph's modules, or `implicitModule`); empty: every file is in
    /// the implicit module.
    let fileModules: [Int32]
    /// Per file, the modules its imports make visible (its own module excluded), in import order.
    let imports: [[ImportedModule]]
    /// Per module of the graph, its name.
    let moduleNames: [String]
    private let modulesByName: NameMap<[Int32]>

    /// Every file in one implicit module: everything is visible everywhere.
    public static let oneModule = ModuleVisibility(
        fileModules: [], imports: [], moduleNames: [], modulesByName: NameMap())

    private init(
        fileModules: [Int32], imports: [[ImportedModule]], moduleNames: [String], modulesByName: NameMap<[Int32]>
    ) {
        self.fileModules = fileModules
        self.imports = imports
        self.moduleNames = moduleNames
        self.modulesByName = modulesByName
    }

    /// The visibility of `files` (in model order) given their modules.
    public init(modules: ModuleIndex, files: [FileFacts]) {
        let names = modules.graph.modules.map(\.name)
        var byName = NameMap<[Int32]>()
        for (index, name) in names.enumerated() { byName.append(Int32(index), to: name) }
        guard !names.isEmpty else {
            self = .oneModule
            return
        }
        let reexported = Self.reexportClosures(modules.reexports, byName: byName)
        let fileModules = modules.fileModules.map { $0.map(Int32.init) ?? Self.implicitModule }
        // Files of one folder tend to share their module and imports: such a file shares the list of the file
        // before it instead of a list of its own.
        let imports = files.concurrentMap(batchesOf: 64) { range in
            var previous: (file: Int, modules: [ImportedModule])?
            return range.map { file in
                if let previous, fileModules[previous.file] == fileModules[file],
                    Self.sameImports(files[previous.file].imports, files[file].imports)
                {
                    return previous.modules
                }
                let modules = Self.importedModules(
                    of: files[file], in: fileModules[file], byName: byName, reexported: reexported)
                previous = (file, modules)
                return modules
            }
        }
        self.init(fileModules: fileModules, imports: imports, moduleNames: names, modulesByName: byName)
    }

    /// Whether two files' imports make the same modules visible in the same order: the same modules, kinds and
    /// attributes, import by import.
    static func sameImports(_ first: [ImportFact], _ second: [ImportFact]) -> Bool {
        first.count == second.count
            && first.indices.allSatisfy {
                first[$0].module == second[$0].module && first[$0].kind == second[$0].kind
                    && first[$0].attributes == second[$0].attributes
            }
    }

    /// The module of a file.
    @inline(__always)
    public func module(ofFile file: Int) -> Int32 {
        file < fileModules.count ? fileModules[file] : Self.implicitModule
    }

    /// The modules a file's imports make visible.
    @inline(__always)
    public func importedModules(ofFile file: Int) -> [ImportedModule] {
        file < imports.count ? imports[file] : []
    }

    /// The modules named `name`.
    public func modules(named name: Substring) -> [Int32] {
        modulesByName.isEmpty ? [] : modulesByName[name] ?? []
    }

    /// A module's name, or `(no module)` for the implicit module.
    public func name(ofModule module: Int32) -> String {
        module >= 0 && Int(module) < moduleNames.count ? moduleNames[Int(module)] : "(no module)"
    }

    /// Per module, the modules its `@_exported import`s make visible to its importers, transitively, each with
    /// the module whose re-export brings it in.
    private static func reexportClosures(_ reexports: [[ModuleIndex.Reexport]], byName: NameMap<[Int32]>)
        -> [[(module: Int32, by: Int32)]]
    {
        reexports.indices.map { start in
            var found: [(module: Int32, by: Int32)] = []
            var seen: Set<Int32> = [Int32(start)]
            var pending = [Int32(start)]
            while let module = pending.popLast() {
                for reexport in reexports[Int(module)] {
                    for target in byName[reexport.module] ?? [] where seen.insert(target).inserted {
                        found.append((target, module))
                        pending.append(target)
                    }
                }
            }
            return found
        }
    }

    /// The modules one file's imports make visible. An import of a module the graph does not know (a system
    /// framework, or a target of a project format not read) lets the file see the implicit module's public
    /// types: its files may be that module.
    private static func importedModules(
        of file: FileFacts, in own: Int32, byName: NameMap<[Int32]>, reexported: [[(module: Int32, by: Int32)]]
    ) -> [ImportedModule] {
        var result: [ImportedModule] = []
        var firstUnknown: Int?
        // The imports are read in place: a copy of one counts a reference to each of its strings.
        let imports = file.imports
        for index in imports.indices {
            let module = imports[index].module
            guard let targets = byName[ImportFact.topLevelModule(of: module)] else {
                if firstUnknown == nil { firstUnknown = index }
                continue
            }
            let isTestable = imports[index].attributes.contains("@testable")
            var onlyName: String?
            if imports[index].kind != nil, let dot = module.utf8.lastIndex(of: UInt8(ascii: ".")) {
                onlyName = String(module[module.utf8.index(after: dot)...])
            }
            for target in targets where target != own {
                result.append(
                    ImportedModule(
                        module: target, isTestable: isTestable, onlyName: onlyName, importIndex: index,
                        reexportedBy: nil))
            }
            for target in targets {
                for (module, by) in reexported[Int(target)] where module != own {
                    result.append(
                        ImportedModule(
                            module: module, isTestable: false, onlyName: onlyName, importIndex: index,
                            reexportedBy: by))
                }
            }
        }
        if own != implicitModule, let firstUnknown {
            result.append(
                ImportedModule(
                    module: implicitModule, isTestable: false, onlyName: nil, importIndex: firstUnknown,
                    reexportedBy: nil))
        }
        return result
    }
}
