import SwiftScanner

/// The scanned tree seen through the policy: layers of files and declarations, the symbol table,
/// the conformance graph, and every reference, construction and member use resolved to a symbol.
public final class ArchitectureModel: @unchecked Sendable {
    /// Scanned files in path order, with paths relative to the scan root.
    public let files: [FileFacts]
    public let resolver: LayerResolver
    public let fileLayers: [LayerID]
    /// Per file, how its layer was found; type patterns of layers with `alsoOutsideLayers` count in `.unplaced`
    /// files.
    public let placements: [FilePlacement]
    /// Per file, the layer of each declaration.
    public let declarationLayers: [[LayerID]]
    /// Per file, the `#if` branches whose code is preview code (see `LayerResolver.previewBranches(of:)`).
    let previewBranches: [[ConditionalBranch]]
    public let symbols: SymbolTable
    public let conformances: ConformanceGraph
    /// Per file, resolved targets of references, constructions and member uses; with `.layeredFiles` (see
    /// `ResolutionScope`), empty for a file without layered code (`hasLayeredCode(file:)`).
    public let resolutions: [FileResolution]
    /// Per file, the lookup context inside each of its declarations, then the one at file scope (last): the
    /// contexts the resolution looked names up in. (Kept, not rebuilt: the rules ask for enclosing scopes, and
    /// releasing hundreds of thousands of small arrays as the model is built would hold up the run.)
    public let lookupContexts: [[LookupContext]]
    /// Per file, the layers of the file and of its declarations, and the preview layer when it has DEBUG branches:
    /// rules skip files that touch none of theirs.
    public let layerMasks: [LayerMask]
    /// Files matched equally by two layers' path globs (configuration errors).
    public let layerTies: [LayerTieError]
    /// The files' Swift modules (targets of the scanned `Package.swift` files).
    public let modules: ModuleIndex
    /// Where each file's module begins, for `withinModule` path globs.
    let moduleBoundaries: ModuleBoundaries
    /// The folders where `exceptScreens` path globs do not count, because they hold a view or a view model.
    let screenFolders: ScreenFolders
    /// How long resolving the files' references, constructions and member uses took (the last step of building
    /// the model), for `--timings`.
    public let resolutionTime: PhaseTime
    /// The types kept in their folder's layer although a composition-root name pattern or conformance matches
    /// them: they only navigate (see `NavigationTypes`).
    public let navigationTypes: Set<SymbolID>
    /// Per module of `modules.graph`, its layer (see `layer(ofModule:)`).
    let moduleLayers: [LayerID]
    /// Per package of `modules.graph`, its layer (see `layer(ofPackage:)`).
    let packageLayers: [LayerID]

    public var catalog: LayerTable { resolver.catalog }

    /// Builds the model; `files` must have root-relative paths and be sorted by path. A file that no path
    /// glob puts in a layer takes the layer of its module (`packages`) by the layers' `modules` globs.
    /// `fileModules`, when given, are the files' modules in `packages` (aligned with `files`). `resolving` says
    /// which files' names are resolved. `allowedDependencies`, a `dependencies` rule's `allow` map, lets types that
    /// a composition-root pattern matches stay in their folder's layer when they only navigate (`NavigationTypes`).
    public init(
        files: [FileFacts], layers: [LayerDefinition], shared: [String] = [], packages: PackageGraph = .empty,
        fileModules: [Int?]? = nil, resolving scope: ResolutionScope = .allFiles,
        allowedDependencies: [String: [String]]? = nil
    ) {
        self.files = files
        let resolver = LayerResolver(layers: layers, shared: shared)
        self.resolver = resolver
        let modules = ModuleIndex(graph: packages, files: files, fileModules: fileModules)
        self.modules = modules
        // The layer each module's name gives by the layers' `modules` globs, found once per module: a closure
        // per file reading the module index would copy it (and count a reference to each of its arrays).
        let moduleGlobLayers = modules.graph.modules.indices.map { module in
            resolver.layer(forModule: modules.graph.modules[module].name) ?? .none
        }
        let fileModules = modules.fileModules
        let moduleFolders = modules.graph.modules.map(\.directory)
        let boundaries = ModuleBoundaries(moduleFolders: moduleFolders)
        moduleBoundaries = boundaries
        let pathLayering = PathLayering(
            files: files, resolver: resolver, fileModules: fileModules, moduleFolders: moduleFolders,
            boundaries: boundaries, moduleGlobLayers: moduleGlobLayers)
        // A batch of files in path order shares one cache of its folders' path glob ranks.
        var perFile = files.concurrentMap(batchesOf: 64) { range in
            var cache = PathRankCache()
            return range.map { pathLayering.layering($0, cache: &cache, screens: .none) }
        }
        // Folders that an `exceptScreens` glob chose for some file and that hold a view or a view model: those files
        // again.
        let screens =
            resolver.hasScreenExceptions
            ? ScreenFolders(files: files, screenDepths: perFile.map(\.screenDepth), resolver: resolver) : .none
        screenFolders = screens
        if !screens.isEmpty {
            var cache = PathRankCache()
            for index in perFile.indices where perFile[index].screenDepth > 0 {
                guard screens.screenFolder(of: files[index].path, depth: perFile[index].screenDepth) != nil else {
                    continue
                }
                perFile[index] = pathLayering.layering(index, cache: &cache, screens: screens)
            }
        }
        let fileLayers = perFile.map(\.fileLayer)
        self.fileLayers = fileLayers
        let placements = perFile.map(\.placement)
        self.placements = placements
        var declarationLayers = perFile.map(\.declarationLayers)
        let previewBranches = perFile.map(\.previewBranches)
        self.previewBranches = previewBranches
        layerTies = perFile.compactMap(\.tie)
        (moduleLayers, packageLayers) = Self.moduleLayers(
            modules, files: files, fileLayers: fileLayers, placements: placements, resolver: resolver)
        var table = SymbolTable(
            files: files, declarationLayers: declarationLayers,
            visibility: ModuleVisibility(modules: modules, files: files))
        var contexts = perFile.map(\.contexts)
        let firstContexts = contexts
        let conformances = ConformanceGraph(files: files, table: table) { file, enclosing in
            firstContexts[file][enclosing ?? firstContexts[file].count - 1]
        }
        self.conformances = conformances
        if resolver.needsConformancePass {
            ConformanceLayers(resolver: resolver, table: table, conformances: conformances).apply(
                files: files, fileLayers: fileLayers, placements: placements, declarationLayers: &declarationLayers,
                contexts: &contexts, table: &table)
        }
        let externalAliases = ExternalAliases.find(files: files, table: table, declarationLayers: declarationLayers)
        Relayering.apply(
            externalAliases.enumerated().flatMap { file, aliases in
                aliases.map { Relayering(file: file, declaration: $0, layer: .none) }
            }, declarationLayers: &declarationLayers, contexts: &contexts, table: &table)
        if let allowedDependencies {
            let navigation = NavigationTypes.keep(
                files: files, fileLayers: fileLayers, placements: placements, previewBranches: previewBranches,
                resolver: resolver, policy: DependencyPolicy(allow: allowedDependencies, catalog: resolver.catalog),
                conformances: conformances, declarationLayers: declarationLayers, contexts: contexts, table: table)
            Relayering.apply(
                navigation.relayered, declarationLayers: &declarationLayers, contexts: &contexts, table: &table)
            navigationTypes = navigation.kept
        } else {
            navigationTypes = []
        }
        self.declarationLayers = declarationLayers
        let finalLayers = declarationLayers
        let layerMasks = files.concurrentMap { index in
            var mask = LayerMask(bits: 0)
            mask.insert(fileLayers[index])
            for layer in finalLayers[index] { mask.insert(layer) }
            if !previewBranches[index].isEmpty { mask.insert(resolver.previewLayer) }
            return mask
        }
        self.layerMasks = layerMasks
        symbols = table
        let finalContexts = contexts
        let finalTable = table
        let supertypes = conformances.supertypes
        var stopwatch = Stopwatch()
        resolutions = files.concurrentMap { index in
            guard scope == .allFiles || layerMasks[index].hasLayer else { return FileResolution() }
            return FileResolution(
                file: files[index], contexts: finalContexts[index], table: finalTable, supertypes: supertypes)
        }
        resolutionTime = stopwatch.lap()
        lookupContexts = finalContexts
    }

    /// The first step of layering one file: its path's layer (or its module's), then its declarations'.
    private struct PathLayering {
        let files: [FileFacts]
        let resolver: LayerResolver
        let fileModules: [Int?]
        let moduleFolders: [String]
        let boundaries: ModuleBoundaries
        /// Per module, the layer its name gives by the layers' `modules` globs.
        let moduleGlobLayers: [LayerID]

        /// The layering of `files[index]`, where `exceptScreens` path globs do not count in `screens`.
        func layering(_ index: Int, cache: inout PathRankCache, screens: ScreenFolders) -> FileLayering {
            let module = fileModules[index]
            let path = files[index].path
            // The closures capture what they read, not `self`, which a closure would copy whole for every file.
            let boundaries = boundaries
            let moduleFolder = module.map { moduleFolders[$0] }
            let file = files[index]
            let pathLayer = resolver.layer(
                forFile: path, moduleDepth: { boundaries.boundary(ofFile: path, moduleFolder: moduleFolder).depth },
                isUICode: { UICodeEvidence.shows(file) }, cache: &cache, screens: screens)
            return ArchitectureModel.layering(
                files[index], index, pathLayer: pathLayer, resolver,
                moduleLayer: module.map { moduleGlobLayers[$0] } ?? .none)
        }
    }

    /// What the model knows of one file before the symbol table: its layers and lookup contexts.
    private struct FileLayering {
        var fileLayer: LayerID
        var placement: FilePlacement
        var tie: LayerTieError?
        var declarationLayers: [LayerID]
        var previewBranches: [ConditionalBranch]
        /// One lookup context per declaration, plus one for file scope (last).
        var contexts: [LookupContext]
        /// The depth of the folder that an `exceptScreens` path glob chose the file's layer by, else 0.
        var screenDepth: Int
    }

    /// The layers of one file and its declarations, given the layer of its path; a file that no path glob puts
    /// in a layer takes `moduleLayer`, the layer of its module (a `shared` glob's file stays in none).
    private static func layering(
        _ file: FileFacts, _ index: Int, pathLayer: Result<LayerResolver.PathLayer?, LayerTieError>,
        _ resolver: LayerResolver,
        moduleLayer: LayerID
    ) -> FileLayering {
        var fileLayer = LayerID.none
        var tie: LayerTieError?
        var placement = FilePlacement.placed
        var screenDepth = 0
        switch pathLayer {
        case .success(nil):
            fileLayer = moduleLayer
            if moduleLayer == .none { placement = .unplaced }
        case .success(let match?):
            fileLayer = match.layer
            screenDepth = match.screenDepth
            if match.layer == .none { placement = .shared }
        case .failure(let error):
            tie = error
            placement = .tie
        }
        let layers = resolver.layers(
            forDeclarations: file.declarations, fileLayer: fileLayer, unplaced: placement == .unplaced)
        let previewBranches = resolver.previewBranches(of: file)
        var contexts: [LookupContext] = []
        contexts.reserveCapacity(file.declarations.count + 1)
        for declaration in file.declarations.indices {
            contexts.append(
                LookupContext(
                    declaration: declaration, in: file, earlier: contexts, fileIndex: index, layer: layers[declaration])
            )
        }
        contexts.append(LookupContext(scopes: [], genericParameters: [], file: index, layer: fileLayer))
        return FileLayering(
            fileLayer: fileLayer, placement: placement, tie: tie, declarationLayers: layers,
            previewBranches: previewBranches, contexts: contexts, screenDepth: screenDepth)
    }

    /// Whether a file is `shared` code: a `shared` glob is its most specific path glob, so it is in no layer on
    /// purpose, and every layer may use it.
    @inline(__always)
    public func isShared(file: Int) -> Bool {
        placements[file] == .shared
    }

    /// Whether some code of a file is in a layer: its file layer, or the layer of one of its declarations.
    /// Code in no layer connects no layers, and no rule checks it against a layer's constraints.
    @inline(__always)
    public func hasLayeredCode(file: Int) -> Bool { layerMasks[file].hasLayer }

    /// Where a file's module begins (see `ModuleBoundaries`): path globs written `withinModule` count only at or
    /// below it.
    public func moduleBoundary(ofFile file: Int) -> ModuleBoundaries.Boundary {
        moduleBoundaries.boundary(
            ofFile: files[file].path,
            moduleFolder: modules.fileModules[file].map { modules.graph.modules[$0].directory })
    }

    /// The layer of code inside `declarations[enclosing]` of file `file` (its file's layer at file scope).
    @inline(__always)
    public func layer(file: Int, enclosing: Int?) -> LayerID {
        guard let enclosing, enclosing < declarationLayers[file].count else { return fileLayers[file] }
        return declarationLayers[file][enclosing]
    }

    /// The layer of code at `position` inside `declarations[enclosing]` of file `file`: preview code's layer inside
    /// a branch of `previewBranches`, else `layer(file:enclosing:)`.
    @inline(__always)
    public func layer(file: Int, enclosing: Int?, at position: SourcePosition) -> LayerID {
        let branches = previewBranches[file]
        if !branches.isEmpty, branches.contains(where: { $0.contains(position) }) { return resolver.previewLayer }
        return layer(file: file, enclosing: enclosing)
    }

    /// The layer of a file's imports: the layer of its top-level type declarations when they all agree, else the
    /// file's layer. A file with none, whose top-level extensions each declare a type, takes the layer of those
    /// types when they agree. (A `LoginViewModel.swift` in `Presentation/` imports for 'ViewModels', and so does a
    /// file holding only `extension ProfileView { class ViewModel }`; one that also extends the view with code of
    /// its own keeps the file's layer.)
    public func importLayer(file: Int) -> LayerID {
        let declarations = files[file].declarations
        var agreement = layerAgreement(file: file) { declarations[$0].parent == nil }
        if case .noTypes = agreement, Self.everyTopLevelExtensionDeclaresAType(declarations) {
            agreement = layerAgreement(file: file) { index in
                guard let parent = declarations[index].parent else { return false }
                return declarations[parent].kind == .extension && declarations[parent].parent == nil
            }
        }
        if case .agreed(let layer) = agreement { return layer }
        return fileLayers[file]
    }

    /// The layer of one import of a file whose imports belong to `fileImportLayer` (`importLayer(file:)`): preview
    /// code's layer for an import under `#if DEBUG` when DEBUG code is preview code (`LayerResolver.debugCode`).
    @inline(__always)
    public func layer(of fact: borrowing ImportFact, importedIn fileImportLayer: LayerID) -> LayerID {
        resolver.isPreviewCondition(fact.condition) ? resolver.previewLayer : fileImportLayer
    }

    /// Whether each top-level extension among `declarations` has a type declared directly inside it: the extensions
    /// are namespaces for those types (an extension that declares none holds code of the extended type's own).
    private static func everyTopLevelExtensionDeclaresAType(_ declarations: [DeclarationFact]) -> Bool {
        var declaresAType = [Bool](repeating: false, count: declarations.count)
        for declaration in declarations where declaration.kind.declaresType {
            if let parent = declaration.parent { declaresAType[parent] = true }
        }
        return declarations.indices.allSatisfy { index in
            declarations[index].kind != .extension || declarations[index].parent != nil || declaresAType[index]
        }
    }

    /// What the layers of some type declarations of a file have in common.
    private enum LayerAgreement {
        case noTypes
        case agreed(LayerID)
        case mixed
    }

    /// Whether the type declarations of `file` that `included` selects agree on a layer.
    private func layerAgreement(file: Int, where included: (Int) -> Bool) -> LayerAgreement {
        var agreement = LayerAgreement.noTypes
        for (index, declaration) in files[file].declarations.enumerated()
        where declaration.kind.declaresType && included(index) {
            let layer = declarationLayers[file][index]
            switch agreement {
            case .noTypes: agreement = .agreed(layer)
            case .agreed(let shared) where shared != layer: return .mixed
            default: break
            }
        }
        return agreement
    }

    /// Qualified names of the type declarations and extensions enclosing code inside `declarations[enclosing]`
    /// of file `file` (none at file scope), innermost first.
    public func enclosingScopes(file: Int, enclosing: Int?) -> [String] {
        let contexts = lookupContexts[file]
        guard let enclosing, enclosing < contexts.count - 1 else { return [] }
        return contexts[enclosing].scopes
    }

    /// Qualified name of the enclosing declaration, for fingerprints.
    public func enclosingName(file: Int, enclosing: Int?) -> String? {
        guard let enclosing, enclosing < files[file].declarations.count else { return nil }
        return files[file].declarations[enclosing].qualifiedName
    }
}

/// Which files' names an `ArchitectureModel` resolves.
public enum ResolutionScope: Sendable {
    /// Every file: `graph` and `explain` show what any name of any file resolves to.
    case allFiles
    /// The files with layered code (`ArchitectureModel.hasLayeredCode(file:)`): all that the rules read, since
    /// a reference from code in no layer connects no layers and is in none of a rule's layers. `check` leaves
    /// the other files unresolved.
    case layeredFiles
}

/// How a file's layer was found.
public enum FilePlacement: UInt8, Sendable {
    /// By its most specific path glob, or by its module.
    case placed
    /// No path glob or module places it: it is in no layer, and is no `shared` code either.
    case unplaced
    /// Its most specific path glob is a `shared` one: in no layer on purpose, and every layer may use it.
    case shared
    /// Two layers' path globs tie for it (a configuration error): in no layer.
    case tie
}

/// A declaration put in another layer by a pass after the first assignment (`ExternalAliases`, `NavigationTypes`).
struct Relayering {
    let file: Int
    let declaration: Int
    let layer: LayerID

    /// Puts each declaration in its new layer, and the code inside it (its lookup context), and builds the symbol
    /// table's layers again once, when there is any.
    static func apply(
        _ changes: [Relayering], declarationLayers: inout [[LayerID]], contexts: inout [[LookupContext]],
        table: inout SymbolTable
    ) {
        guard !changes.isEmpty else { return }
        for change in changes {
            declarationLayers[change.file][change.declaration] = change.layer
            contexts[change.file][change.declaration].layer = change.layer
        }
        table = SymbolTable(relayering: table, declarationLayers: declarationLayers)
    }
}
