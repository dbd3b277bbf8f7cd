import SwiftScanner

/// Assigns files and declarations to layers, with globs compiled once.
///
/// A class: every file's layering on all cores shares one resolver, which a struct of arrays would copy (and
/// retain field by field, on one shared cache line) at every call.
///
/// A file belongs to the layer whose path glob matches it most specifically: the glob anchored at the deepest
/// folder, then the one with more literal characters (`GlobRank`, `PathGlobIndex`); a tie between two layers is a
/// configuration error. A declaration belongs, in order: to the preview layer when it is preview code; unless it is
/// nested in a class, struct or actor, to the layer of the most specific `types` glob matching its name (respecting
/// `within` and `kinds`); to the layer its type conformances or its extended type give it (`ConformanceLayers`, after the symbol table); to its
/// enclosing declaration's layer; else to its file's layer. Modules (`modules` globs) resolve imports of a module
/// to a layer.
public final class LayerResolver: Sendable {
    /// A `types` or `conformsTo` pattern of a layer, limited to some declaration kinds.
    struct KindedMatcher: Sendable {
        var glob: Glob
        var layer: LayerID
        /// nil: every kind.
        var kinds: Set<DeclarationKind>?
        /// The layer's `alsoOutsideLayers`: its `within` holds in code that nothing places in a layer too.
        var outsideLayers = false

        func accepts(_ kind: DeclarationKind) -> Bool { kinds?.contains(kind) ?? true }
    }

    public let catalog: LayerTable
    private let pathMatchers: [(glob: Glob, layer: LayerID)]
    /// Per path matcher, whether it names its layer only inside a module (`withinModulePaths`).
    private let pathsWithinModule: [Bool]
    /// Per path matcher, whether it names its layer only outside folders that hold screens (`exceptScreensPaths`).
    private let pathsExceptScreens: [Bool]
    /// Per path matcher, whether it names its layer only for UI code (`onlyUICodePaths`).
    private let pathsOnlyUICode: [Bool]
    private let pathIndex: PathGlobIndex
    /// Type-name matchers, most specific first, then in policy order.
    private let typeMatchers: [KindedMatcher]
    /// Protocol-name matchers of `conformsTo`, in policy order.
    let conformanceMatchers: [KindedMatcher]
    private let moduleMatchers: [(glob: Glob, layer: LayerID)]
    /// The layer preview code belongs to, or `.none` when it stays where it is.
    public let previewLayer: LayerID
    /// Whether declarations under `#if DEBUG` count as preview code.
    public let includesDebugCode: Bool
    /// The layer of the app's entry point (see `isEntryPoint`) and of the module holding it: the first
    /// composition root, or `.none` when the policy has none.
    public let entryPointLayer: LayerID

    /// `shared` are path globs of code in no layer (`Policy.shared`): their matchers' layer is `.none`.
    public init(layers: [LayerDefinition], shared: [String] = []) {
        catalog = LayerTable(layers)
        func matchers(_ patterns: (LayerDefinition) -> [String]) -> [(glob: Glob, layer: LayerID)] {
            layers.enumerated().flatMap { index, layer in Glob.compiling(patterns(layer)).map { ($0, LayerID(index)) } }
        }
        func kinded(_ patterns: (LayerDefinition) -> [String]) -> [KindedMatcher] {
            matchers(patterns).map { glob, layer in
                let kinds = layers[layer.index].patternKinds[glob.pattern] ?? layers[layer.index].kinds
                return KindedMatcher(
                    glob: glob, layer: layer, kinds: kinds.map(Set.init),
                    outsideLayers: layers[layer.index].alsoOutsideLayers)
            }
        }
        pathMatchers = matchers(\.paths) + Glob.compiling(shared).map { ($0, LayerID.none) }
        pathsWithinModule = pathMatchers.map {
            $0.layer != .none && layers[$0.layer.index].withinModulePaths.contains($0.glob.pattern)
        }
        pathsExceptScreens = pathMatchers.map {
            $0.layer != .none && layers[$0.layer.index].exceptScreensPaths.contains($0.glob.pattern)
        }
        pathsOnlyUICode = pathMatchers.map {
            $0.layer != .none && layers[$0.layer.index].onlyUICodePaths.contains($0.glob.pattern)
        }
        pathIndex = PathGlobIndex(pathMatchers.map(\.glob))
        typeMatchers = kinded(\.types).enumerated().sorted { lhs, rhs in
            if lhs.element.glob.specificity != rhs.element.glob.specificity {
                return lhs.element.glob.specificity > rhs.element.glob.specificity
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
        conformanceMatchers = kinded(\.conformsTo)
        moduleMatchers = matchers(\.modules)
        let preview =
            layers.firstIndex { $0.previews == true }
            ?? layers.firstIndex {
                $0.compositionRoot && $0.previews == nil && !layers.contains { $0.previews == true }
            }
        previewLayer = preview.map(LayerID.init) ?? .none
        includesDebugCode = preview.map { layers[$0].debugCode } ?? false
        entryPointLayer = layers.firstIndex(where: \.compositionRoot).map(LayerID.init) ?? .none
    }

    /// True when some layer's layers depend on the symbol table (`conformsTo`, `types` limited by kinds, or a
    /// composition root taking the entry point, which extensions can only meet through their extended type).
    var needsConformancePass: Bool {
        !conformanceMatchers.isEmpty || typeMatchers.contains { $0.kinds != nil } || entryPointLayer != .none
    }

    /// The layer of a file from its path relative to the scan root. `moduleDepth` is the depth of the file's
    /// module boundary (`ModuleBoundaries`; 0 for none): a `withinModule` glob that anchors above it names a
    /// folder that groups modules, and does not count.
    public func layer(forFile relativePath: String, moduleDepth: Int = 0) -> Result<LayerID, LayerTieError> {
        pathMatch(forFile: relativePath, moduleDepth: moduleDepth).map { $0?.layer ?? .none }
    }

    /// True when some path glob is written `exceptScreens`.
    var hasScreenExceptions: Bool { pathsExceptScreens.contains(true) }

    /// The layer a path glob gives a file, and the depth of the folder the glob anchors at when it is written
    /// `exceptScreens` (whether that folder holds a screen is known only once every file is read), else 0.
    struct PathLayer {
        var layer: LayerID
        var screenDepth: Int
    }

    /// The layer of a file from its path relative to the scan root, with the globs' ranks of its folder taken
    /// from `cache` when a file of the same folder was assigned before (see `PathRankCache`).
    /// nil when no path glob matches (then the file's module may give its layer); `.none` for shared code.
    /// `moduleDepth` is asked only when a `withinModule` glob matches, and `isUICode` only when an `onlyUICode`
    /// glob does (it counts only for UI code); `exceptScreens` globs do not count in `screens`.
    func layer(
        forFile relativePath: String, moduleDepth: () -> Int, isUICode: () -> Bool, cache: inout PathRankCache,
        screens: ScreenFolders
    ) -> Result<PathLayer?, LayerTieError> {
        var path = relativePath
        return path.withUTF8 { bytes in
            bestPathMatch(
                bytes, path: relativePath, cache: &cache, moduleDepth: moduleDepth, isUICode: isUICode,
                screens: screens
            ).map {
                $0.map { match in
                    PathLayer(
                        layer: pathMatchers[match.matcher].layer,
                        screenDepth: pathsExceptScreens[match.matcher] ? match.depth : 0)
                }
            }
        }
    }

    /// The most specific path glob that matches the file and its layer (nil when none matches), or the tie.
    public func pathMatch(forFile relativePath: String, moduleDepth: Int = 0) -> Result<
        (glob: Glob, layer: LayerID)?, LayerTieError
    > {
        pathMatch(forFile: relativePath, moduleDepth: moduleDepth, screens: .none)
    }

    /// `pathMatch(forFile:moduleDepth:)`, where `exceptScreens` globs do not count in `screens`, and `onlyUICode`
    /// globs only when `isUICode`.
    func pathMatch(forFile relativePath: String, moduleDepth: Int, isUICode: Bool = true, screens: ScreenFolders)
        -> Result<(glob: Glob, layer: LayerID)?, LayerTieError>
    {
        bestPathMatch(forFile: relativePath, moduleDepth: moduleDepth, isUICode: isUICode, screens: screens).map {
            $0.map { (pathMatchers[$0.matcher].glob, pathMatchers[$0.matcher].layer) }
        }
    }

    /// `bestPathMatch` of one file, on its own (no ranks kept from other files).
    private func bestPathMatch(forFile relativePath: String, moduleDepth: Int, isUICode: Bool, screens: ScreenFolders)
        -> Result<(matcher: Int, depth: Int)?, LayerTieError>
    {
        var path = relativePath
        return path.withUTF8 { bytes in
            var cache = PathRankCache()
            return bestPathMatch(
                bytes, path: relativePath, cache: &cache, moduleDepth: { moduleDepth }, isUICode: { isUICode },
                screens: screens)
        }
    }

    /// The most specific path glob of a file (`bestMatch`): of its path as written or, when that places it in no
    /// layer, of its path with folder names respelled (`PathGlobIndex.respelled`: `Domain/Use Cases/` is a
    /// use-case folder).
    private func bestPathMatch(
        _ path: UnsafeBufferPointer<UInt8>, path relativePath: String, cache: inout PathRankCache,
        moduleDepth: () -> Int, isUICode: () -> Bool, screens: ScreenFolders
    ) -> Result<(matcher: Int, depth: Int)?, LayerTieError> {
        let written = bestMatch(
            pathIndex.ranks(of: path, cache: &cache), path: relativePath, moduleDepth: moduleDepth,
            isUICode: isUICode, screens: screens)
        guard case .success(nil) = written, let respelled = respelledPath(path, cache: &cache) else { return written }
        return respelled.withUnsafeBufferPointer {
            bestMatch(
                pathIndex.ranks(of: $0, cache: &cache), path: relativePath, moduleDepth: moduleDepth,
                isUICode: isUICode, screens: screens)
        }
    }

    /// The path with its folder names respelled, nil when none is.
    private func respelledPath(_ path: UnsafeBufferPointer<UInt8>, cache: inout PathRankCache) -> [UInt8]? {
        guard let slash = path.lastIndex(of: UInt8(ascii: "/")),
            var respelled = cache.respelling(
                of: UnsafeBufferPointer(rebasing: path[..<slash]), pathIndex.respelled(folder:))
        else { return nil }
        respelled.append(contentsOf: path[slash...])
        return respelled
    }

    /// The `onlyUICode` path glob that would place a file were it UI code (nil when the best glob is not one).
    func onlyUICodeGlob(forFile relativePath: String, moduleDepth: Int, screens: ScreenFolders) -> String? {
        guard
            case .success(let match?) = bestPathMatch(
                forFile: relativePath, moduleDepth: moduleDepth, isUICode: true, screens: screens),
            pathsOnlyUICode[match.matcher]
        else { return nil }
        return pathMatchers[match.matcher].glob.pattern
    }

    /// The `exceptScreens` path glob that matches a file but does not count there, because the folder it matches
    /// is one of `screens`, and that folder; nil when there is none.
    func screenException(forFile relativePath: String, screens: ScreenFolders) -> (pattern: String, folder: String)? {
        var path = relativePath
        return path.withUTF8 { bytes in
            var cache = PathRankCache()
            for (index, rank) in pathIndex.ranks(of: bytes, cache: &cache).enumerated() {
                guard let rank, pathsExceptScreens[index],
                    let folder = screens.screenFolder(of: relativePath, depth: rank.depth)
                else { continue }
                return (pathMatchers[index].glob.pattern, folder)
            }
            return nil
        }
    }

    /// The index of the path matcher of the highest rank and the depth of the folder it anchors at (nil when none
    /// matches), or the tie when two globs of different layers share that rank.
    private func bestMatch(
        _ ranks: [GlobRank?], path relativePath: String, moduleDepth: () -> Int, isUICode: () -> Bool,
        screens: ScreenFolders
    ) -> Result<(matcher: Int, depth: Int)?, LayerTieError> {
        var best: (matcher: Int, rank: GlobRank)?
        var tie: Int?
        var depth: Int?
        var uiCode: Bool?
        for (index, rank) in ranks.enumerated() {
            guard let rank else { continue }
            if pathsWithinModule[index] {
                let boundary = depth ?? moduleDepth()
                depth = boundary
                guard rank.depth >= boundary else { continue }
            }
            if pathsOnlyUICode[index] {
                let shows = uiCode ?? isUICode()
                uiCode = shows
                guard shows else { continue }
            }
            if pathsExceptScreens[index], !screens.isEmpty,
                screens.screenFolder(of: relativePath, depth: rank.depth) != nil
            {
                continue
            }
            guard let current = best else {
                best = (index, rank)
                continue
            }
            if rank > current.rank {
                best = (index, rank)
                tie = nil
            } else if rank == current.rank, pathMatchers[index].layer != pathMatchers[current.matcher].layer, tie == nil
            {
                tie = index
            }
        }
        guard let best else { return .success(nil) }
        if let tie {
            let pair = [pathMatchers[best.matcher], pathMatchers[tie]].sorted { $0.layer < $1.layer }
            return .failure(
                LayerTieError(
                    path: relativePath, layers: pair.map { matcherName($0.layer) }, patterns: pair.map(\.glob.pattern)))
        }
        return .success((best.matcher, best.rank.depth))
    }

    /// The layers of all declarations of a file, aligned with `declarations`. `ownedLayer(index)` is the layer a
    /// declaration's conformances or extended type give it (see `ConformanceLayers`), asked after preview code and
    /// type-name patterns. `unplaced`: no path glob or module placed the file (it is not `shared` code either).
    public func layers(
        forDeclarations declarations: [DeclarationFact], fileLayer: LayerID, unplaced: Bool = false,
        ownedLayer: (Int) -> LayerID? = { _ in nil }
    ) -> [LayerID] {
        var result = [LayerID](repeating: fileLayer, count: declarations.count)
        // The layer that takes each declaration whatever its folder and name (`takenLayer`), `.none` for the rest.
        let takesCode = previewLayer != .none || entryPointLayer != .none
        var taken = [LayerID](repeating: .none, count: takesCode ? declarations.count : 0)
        for index in declarations.indices {
            let parent = declarations[index].parent.flatMap { $0 < index ? $0 : nil }
            if takesCode, let layer = takenLayer(declarations[index], parentTaken: parent.map { taken[$0] } ?? .none) {
                taken[index] = layer
                result[index] = layer
            } else if !(parent.map { Self.isConcreteType(declarations[$0].kind) } ?? false),
                let layer = typeMatch(
                    named: declarations[index].name, kind: declarations[index].kind, fileLayer: fileLayer,
                    unplaced: unplaced)?.layer
            {
                result[index] = layer
            } else if let layer = ownedLayer(index) {
                result[index] = layer
            } else if let parent {
                result[index] = result[parent]
            }
        }
        return result
    }

    /// A class, struct or actor: a type nested in one is its helper (a SwiftUI `Coordinator`, a cell's display
    /// `ViewModel`) and follows it, whatever its name. Types nested in an enum or an extension (namespaces) do not.
    private static func isConcreteType(_ kind: DeclarationKind) -> Bool {
        kind == .class || kind == .struct || kind == .actor
    }

    /// The layer that takes a declaration whatever its folder and name, given the layer that took its parent:
    /// preview code (and what is nested in it) goes to `previewLayer`, then the app's entry point (and what is
    /// nested in it) to `entryPointLayer`; nil for other code.
    private func takenLayer(_ declaration: DeclarationFact, parentTaken: LayerID) -> LayerID? {
        if previewLayer != .none, parentTaken == previewLayer || isPreviewCode(declaration) { return previewLayer }
        if entryPointLayer != .none, parentTaken == entryPointLayer || Self.isEntryPoint(declaration) {
            return entryPointLayer
        }
        return nil
    }

    /// The app's entry point, which builds the object graph: a type marked `@UIApplicationMain` or
    /// `@NSApplicationMain`, or marked `@main` and declared as a SwiftUI `App` or an application delegate. (A
    /// macro's compiler plugin, a package plugin or a command-line tool is marked `@main` too, and is none.)
    static func isEntryPoint(_ declaration: DeclarationFact) -> Bool {
        guard declaration.kind.declaresType, !declaration.attributes.isEmpty else { return false }
        for attribute in declaration.attributes {
            switch attribute {
            case "@UIApplicationMain", "@NSApplicationMain": return true
            case "@main": return declaration.inherits.contains(where: isApplicationProtocol)
            default: continue
            }
        }
        return false
    }

    private static func isApplicationProtocol(_ name: String) -> Bool {
        switch name {
        case "App", "SwiftUI.App", "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate":
            return true
        default: return false
        }
    }

    /// `#Preview` bodies, `PreviewProvider` and `PreviewModifier` types, and (when asked) `#if DEBUG` declarations.
    @inline(__always)
    func isPreviewCode(_ declaration: DeclarationFact) -> Bool {
        if declaration.kind == .preview { return true }
        if declaration.inherits.contains(where: Self.isPreviewProtocol) { return true }
        return isPreviewCondition(declaration.condition)
    }

    /// Whether code under the `#if` condition `condition` (as the scanner writes a declaration's or an import's) is
    /// preview code: DEBUG code, when the preview layer takes it.
    @inline(__always)
    func isPreviewCondition(_ condition: String?) -> Bool {
        guard includesDebugCode, previewLayer != .none, let condition else { return false }
        return Self.requiresDebug(condition)
    }

    /// The branches of a file's `#if` blocks that count as preview code (`#if DEBUG` code, when asked): code
    /// inside them that no declaration under the same condition holds (a DEBUG-only `static func mocked()` in a
    /// type's body) goes to `previewLayer` too.
    func previewBranches(of file: FileFacts) -> [ConditionalBranch] {
        guard includesDebugCode, previewLayer != .none else { return [] }
        let branches = file.conditionalBranches
        guard !branches.isEmpty else { return [] }
        // A branch is DEBUG-only when its own condition or an enclosing branch's has `DEBUG` as an `&&` part
        // (parents come first); only the outermost such branches are kept, the others lie inside them.
        var isDebug = [Bool](repeating: false, count: branches.count)
        var outermost: [ConditionalBranch] = []
        for (index, branch) in branches.enumerated() {
            let parentIsDebug = branch.parent.map { $0 < index && isDebug[$0] } ?? false
            isDebug[index] = parentIsDebug || branch.condition.map(Self.requiresDebug) ?? false
            if isDebug[index], !parentIsDebug { outermost.append(branch) }
        }
        return outermost
    }

    /// Whether an `#if` condition as the scanner writes it (`DEBUG && os(iOS)`; an `#else` branch is `!(…)`) has
    /// `DEBUG` as one of its `&&` parts: the code is compiled in debug builds only.
    static func requiresDebug(_ condition: String) -> Bool {
        // Read as bytes: every `#if` branch of every file is asked, and most conditions do not mention DEBUG.
        var condition = condition
        return condition.withUTF8 { bytes in
            var partStart = 0
            for index in 0...bytes.count {
                let isEnd = index == bytes.count
                guard
                    isEnd
                        || (bytes[index] == UInt8(ascii: "&") && index + 1 < bytes.count
                            && bytes[index + 1] == UInt8(ascii: "&"))
                else { continue }
                if isDebugPart(bytes[partStart..<index]) { return true }
                partStart = index + 2
            }
            return false
        }
    }

    /// Whether a part of a condition between `&&`s is `DEBUG`, spaces around it aside.
    private static func isDebugPart(_ part: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard part.count >= 5 else { return false }
        var start = part.startIndex
        var end = part.endIndex
        while start < end, part[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, part[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return part[start..<end].elementsEqual("DEBUG".utf8)
    }

    private static func isPreviewProtocol(_ name: String) -> Bool {
        // Every inherited name of every declaration is asked: the lengths rule out nearly all before comparing.
        let length = name.utf8.count
        guard length == 15 || length == 23 else { return false }
        switch name {
        case "PreviewProvider", "PreviewModifier", "SwiftUI.PreviewProvider", "SwiftUI.PreviewModifier": return true
        default: return false
        }
    }

    /// The layer a type name puts a declaration in, if a `types` glob matches (and `within` holds).
    public func typeLayer(named name: String, fileLayer: LayerID) -> LayerID? {
        typeMatch(named: name, fileLayer: fileLayer)?.layer
    }

    /// The most specific `types` glob that puts a declaration named `name` of kind `kind` in a layer, and that
    /// layer. A pattern limited by `kinds` never matches an extension by name (its extended type decides, later);
    /// with `kind` nil, kinds are not checked.
    public func typeMatch(
        named name: String, kind: DeclarationKind? = nil, fileLayer: LayerID, unplaced: Bool = false
    ) -> (glob: Glob, layer: LayerID)? {
        guard !typeMatchers.isEmpty, kind != .preview else { return nil }
        return firstMatch(typeMatchers, name: name, fileLayer: fileLayer, unplaced: unplaced) { matcher in
            guard let kind else { return true }
            return kind == .extension ? matcher.kinds == nil : matcher.accepts(kind)
        }
    }

    /// The first matcher whose glob matches the simple name of `name` (after its last `.`), whose `within` holds
    /// for `fileLayer` (or for an `unplaced` file, with `alsoOutsideLayers`), and that `accepts`.
    func firstMatch(
        _ matchers: [KindedMatcher], name: String, fileLayer: LayerID, unplaced: Bool = false,
        accepts: (KindedMatcher) -> Bool
    ) -> (glob: Glob, layer: LayerID)? {
        var name = name
        return name.withUTF8 { bytes in
            let simpleName = Self.simpleName(bytes)
            // In place: every declaration of every file on all workers asks, and the matchers are shared.
            let found = matchers.firstIndexInPlace { matcher in
                guard matcher.glob.matches(utf8: simpleName), accepts(matcher) else { return false }
                let within = catalog.parent(of: matcher.layer)
                return within == .none || catalog.isLayer(fileLayer, within: within)
                    || (unplaced && matcher.outsideLayers)
            }
            return found.map { (matchers[$0].glob, matchers[$0].layer) }
        }
    }

    /// True when a `types` glob of a sub-layer (a layer `within` another: view models, within Presentation) matches
    /// a declaration named `name` of kind `kind`, wherever it is declared.
    func isSubLayerType(named name: String, kind: DeclarationKind) -> Bool {
        typeMatchers.contains { matcher in
            catalog.parent(of: matcher.layer) != .none && matcher.accepts(kind) && matcher.glob.matches(name)
        }
    }

    /// True when a `conformsTo` glob matches the simple name of `name`, whatever its `within` and kinds: else no
    /// type conforming to a protocol of that name joins a layer by it.
    func conformanceGlobMatches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            let simpleName = Self.simpleName(bytes)
            return conformanceMatchers.contains { $0.glob.matches(utf8: simpleName) }
        }
    }

    /// The bytes of a name after its last `.` (all of them without one).
    private static func simpleName(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = bytes.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
        return UnsafeBufferPointer(rebasing: bytes[start...])
    }

    /// True when a `types` pattern limited by kinds matches `name` (of any kind): then an extension of that name
    /// needs its extended type resolved.
    func mayMatchKindedType(named name: String, fileLayer: LayerID, unplaced: Bool) -> Bool {
        firstMatch(typeMatchers, name: name, fileLayer: fileLayer, unplaced: unplaced) { $0.kinds != nil } != nil
    }

    /// The kinds-limited `types` glob matching an extension of a type of kind `kind` named `name`, and its layer.
    func extensionTypeMatch(named name: String, kind: DeclarationKind, fileLayer: LayerID, unplaced: Bool)
        -> (glob: Glob, layer: LayerID)?
    {
        firstMatch(typeMatchers, name: name, fileLayer: fileLayer, unplaced: unplaced) {
            $0.kinds != nil && $0.accepts(kind)
        }
    }

    /// The layer a module belongs to, by the layers' `modules` globs (hook for module-based layers).
    public func layer(forModule module: String) -> LayerID? {
        moduleMatchers.first { $0.glob.matches(module) }?.layer
    }

    /// The path globs of each layer that match none of `paths` (for `--explain-config`), in policy order. Each
    /// path is ranked against all globs at once through the index (a folder's files share their ranks), so a
    /// glob that matches nothing costs nothing per path: matched one by one, the few dozen folder globs of a
    /// policy that a tree does not use took longer than its rules.
    public func unmatchedPathGlobs(_ paths: [String]) -> [(layer: String, pattern: String)] {
        var matched = [Bool](repeating: false, count: pathMatchers.count)
        var unmatchedCount = pathMatchers.count
        var cache = PathRankCache()
        for path in paths where unmatchedCount > 0 {
            var path = path
            path.withUTF8 { bytes in
                var ranks = pathIndex.ranks(of: bytes, cache: &cache)
                if let respelled = respelledPath(bytes, cache: &cache) {
                    let more = respelled.withUnsafeBufferPointer { pathIndex.ranks(of: $0, cache: &cache) }
                    for index in ranks.indices where ranks[index] == nil { ranks[index] = more[index] }
                }
                for (index, rank) in ranks.enumerated() where rank != nil && !matched[index] {
                    matched[index] = true
                    unmatchedCount -= 1
                }
            }
        }
        return pathMatchers.indices.filter { !matched[$0] }.map {
            (matcherName(pathMatchers[$0].layer), pathMatchers[$0].glob.pattern)
        }
    }

    /// A path matcher's layer name, `shared` for a `shared` glob.
    private func matcherName(_ layer: LayerID) -> String { layer == .none ? "shared" : catalog.name(of: layer) }

    /// The layers none of whose path globs matches any of `paths`, with those globs, in policy order (for
    /// warnings). A layer with a folder vocabulary (`**/Data/**`, `**/Networking/**`, …) of which some globs
    /// match is not listed: the others name folders this tree does not have.
    public func layersMatchingNoPath(_ paths: [String]) -> [(layer: String, patterns: [String])] {
        let unmatched = unmatchedPathGlobs(paths)
        return catalog.names.compactMap { name in
            let total = pathMatchers.filter { matcherName($0.layer) == name }.count
            let patterns = unmatched.filter { $0.layer == name }.map(\.pattern)
            return total > 0 && patterns.count == total ? (name, patterns) : nil
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// Two layers match a file equally specifically.
public struct LayerTieError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var layers: [String]
    public var patterns: [String]

    public var description: String {
        "'\(path)' matches layers '\(layers[0])' and '\(layers[1])' equally ('\(patterns[0])', '\(patterns[1])'); "
            + "make one pattern more specific"
    }
}
