import SwiftScanner

/// Assigns files and declarations to layers, with globs compiled once.
///
/// A file belongs to the layer whose path glob matches it most specifically (`Glob.specificity`);
/// a tie between two layers is a configuration error. A declaration belongs to the innermost
/// enclosing type declaration whose name matches a layer's `types` glob (respecting `within`),
/// else to its file's layer. Modules (`modules` globs) resolve imports of a module to a layer.
public struct LayerResolver: Sendable {
    public let catalog: LayerTable
    private let pathMatchers: [(glob: Glob, layer: LayerID)]
    /// Type-name matchers, most specific first, then in policy order.
    private let typeMatchers: [(glob: Glob, layer: LayerID)]
    private let moduleMatchers: [(glob: Glob, layer: LayerID)]

    public init(layers: [LayerDefinition]) {
        catalog = LayerTable(layers)
        func matchers(_ patterns: (LayerDefinition) -> [String]) -> [(glob: Glob, layer: LayerID)] {
            layers.enumerated().flatMap { index, layer in Glob.compiling(patterns(layer)).map { ($0, index) } }
        }
        pathMatchers = matchers(\.paths)
        typeMatchers = matchers(\.types).enumerated().sorted { lhs, rhs in
            if lhs.element.glob.specificity != rhs.element.glob.specificity {
                return lhs.element.glob.specificity > rhs.element.glob.specificity
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
        moduleMatchers = matchers(\.modules)
    }

    /// The layer of a file from its path relative to the scan root.
    public func layer(forFile relativePath: String) -> Result<LayerID, LayerTieError> {
        pathMatch(forFile: relativePath).map { $0?.layer ?? .none }
    }

    /// The most specific path glob that matches the file and its layer (nil when none matches), or the tie.
    public func pathMatch(forFile relativePath: String) -> Result<(glob: Glob, layer: LayerID)?, LayerTieError> {
        var path = relativePath
        let matching = path.withUTF8 { bytes in pathMatchers.filter { $0.glob.matches(utf8: bytes) } }
        var best: (glob: Glob, layer: LayerID)?
        var tie: (glob: Glob, layer: LayerID)?
        for matcher in matching {
            guard let current = best else {
                best = matcher
                continue
            }
            if matcher.glob.specificity > current.glob.specificity {
                best = matcher
                tie = nil
            } else if matcher.glob.specificity == current.glob.specificity, matcher.layer != current.layer,
                tie == nil
            {
                tie = matcher
            }
        }
        guard let best else { return .success(nil) }
        if let tie {
            let pair = [best, tie].sorted { $0.layer < $1.layer }
            return .failure(
                LayerTieError(
                    path: relativePath, layers: pair.map { catalog.names[$0.layer] },
                    patterns: pair.map(\.glob.pattern)))
        }
        return .success(best)
    }

    /// The layers of all declarations of a file, aligned with `declarations`.
    public func layers(forDeclarations declarations: [DeclarationFact], fileLayer: LayerID) -> [LayerID] {
        var result = [LayerID](repeating: fileLayer, count: declarations.count)
        for (index, declaration) in declarations.enumerated() {
            if let layer = typeLayer(named: declaration.name, fileLayer: fileLayer) {
                result[index] = layer
            } else if let parent = declaration.parent, parent < index {
                result[index] = result[parent]
            }
        }
        return result
    }

    /// The layer a type name puts a declaration in, if a `types` glob matches (and `within` holds).
    public func typeLayer(named name: String, fileLayer: LayerID) -> LayerID? {
        typeMatch(named: name, fileLayer: fileLayer)?.layer
    }

    /// The most specific `types` glob that puts a declaration named `name` in a layer, and that layer.
    public func typeMatch(named name: String, fileLayer: LayerID) -> (glob: Glob, layer: LayerID)? {
        guard !typeMatchers.isEmpty else { return nil }
        var name = name
        return name.withUTF8 { bytes in
            let start = bytes.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
            let simpleName = UnsafeBufferPointer(rebasing: bytes[start...])
            for matcher in typeMatchers where matcher.glob.matches(utf8: simpleName) {
                let within = catalog.parents[matcher.layer]
                if within == .none || catalog.isLayer(fileLayer, within: within) { return matcher }
            }
            return nil
        }
    }

    /// The layer a module belongs to, by the layers' `modules` globs (hook for module-based layers).
    public func layer(forModule module: String) -> LayerID? {
        moduleMatchers.first { $0.glob.matches(module) }?.layer
    }

    /// The path globs of each layer that match none of `paths` (for warnings and `--explain-config`).
    public func unmatchedPathGlobs(_ paths: [String]) -> [(layer: String, pattern: String)] {
        pathMatchers.filter { matcher in !paths.contains { matcher.glob.matches($0) } }
            .map { (catalog.names[$0.layer], $0.glob.pattern) }
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
