import Dispatch
import SwiftScanner

/// The scanned tree seen through the policy: layers of files and declarations, the symbol table,
/// the conformance graph, and every reference, construction and member use resolved to a symbol.
public final class ArchitectureModel: @unchecked Sendable {
    /// Scanned files in path order, with paths relative to the scan root.
    public let files: [FileFacts]
    public let resolver: LayerResolver
    public let fileLayers: [LayerID]
    /// Per file, the layer of each declaration.
    public let declarationLayers: [[LayerID]]
    public let symbols: SymbolTable
    public let conformances: ConformanceGraph
    /// Per file, resolved targets of references, constructions and member uses.
    public let resolutions: [FileResolution]
    /// Per file, the layers of the file and of its declarations: rules skip files that touch none of theirs.
    public let layerMasks: [LayerMask]
    /// Files matched equally by two layers' path globs (configuration errors).
    public let layerTies: [LayerTieError]

    public var catalog: LayerTable { resolver.catalog }

    /// Builds the model; `files` must have root-relative paths and be sorted by path.
    public init(files: [FileFacts], layers: [LayerDefinition]) {
        self.files = files
        resolver = LayerResolver(layers: layers)
        var ties: [LayerTieError] = []
        var fileLayers: [LayerID] = []
        fileLayers.reserveCapacity(files.count)
        for file in files {
            switch resolver.layer(forFile: file.path) {
            case .success(let layer): fileLayers.append(layer)
            case .failure(let tie):
                ties.append(tie)
                fileLayers.append(.none)
            }
        }
        let resolver = resolver
        declarationLayers = zip(files, fileLayers).map {
            resolver.layers(forDeclarations: $0.declarations, fileLayer: $1)
        }
        self.fileLayers = fileLayers
        layerMasks = zip(fileLayers, declarationLayers).map { fileLayer, layers in
            var mask = LayerMask(bits: 0)
            mask.insert(fileLayer)
            for layer in layers { mask.insert(layer) }
            return mask
        }
        layerTies = ties
        let table = SymbolTable(files: files, declarationLayers: declarationLayers)
        symbols = table
        let contexts = Self.lookupContexts(files: files, fileLayers: fileLayers, declarationLayers: declarationLayers)
        conformances = ConformanceGraph(files: files, table: table) { file, enclosing in
            contexts[file][enclosing ?? contexts[file].count - 1]
        }
        resolutions = Self.resolveAll(files: files, contexts: contexts, table: table)
    }

    /// The layer of code inside `declarations[enclosing]` of file `file` (its file's layer at file scope).
    @inline(__always)
    public func layer(file: Int, enclosing: Int?) -> LayerID {
        guard let enclosing, enclosing < declarationLayers[file].count else { return fileLayers[file] }
        return declarationLayers[file][enclosing]
    }

    /// The layer of a file's imports: the layer of its top-level type declarations when they all agree,
    /// else the file's layer. (A `LoginViewModel.swift` in `Presentation/` imports for 'ViewModels'.)
    public func importLayer(file: Int) -> LayerID {
        var shared: LayerID?
        for (index, declaration) in files[file].declarations.enumerated()
        where declaration.parent == nil && declaration.kind.declaresType {
            let layer = declarationLayers[file][index]
            if shared == nil {
                shared = layer
            } else if shared != layer {
                return fileLayers[file]
            }
        }
        return shared ?? fileLayers[file]
    }

    /// Qualified name of the enclosing declaration, for fingerprints.
    public func enclosingName(file: Int, enclosing: Int?) -> String? {
        guard let enclosing, enclosing < files[file].declarations.count else { return nil }
        return files[file].declarations[enclosing].qualifiedName
    }

    /// One lookup context per declaration of each file, plus one for file scope (last).
    private static func lookupContexts(files: [FileFacts], fileLayers: [LayerID], declarationLayers: [[LayerID]])
        -> [[LookupContext]]
    {
        files.enumerated().map { index, file in
            var contexts = file.declarations.indices.map {
                LookupContext(enclosing: $0, in: file, fileIndex: index, layer: declarationLayers[index][$0])
            }
            contexts.append(LookupContext(scopes: [], genericParameters: [], file: index, layer: fileLayers[index]))
            return contexts
        }
    }

    private static func resolveAll(files: [FileFacts], contexts: [[LookupContext]], table: SymbolTable)
        -> [FileResolution]
    {
        var results = [FileResolution](repeating: FileResolution(), count: files.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let output = buffer
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                output[index] = FileResolution(file: files[index], contexts: contexts[index], table: table)
            }
        }
        return results
    }
}

/// Targets of one file's references, constructions and member uses, aligned with its facts.
public struct FileResolution: Sendable {
    /// A resolved symbol, `FileResolution.external`, or `FileResolution.shadowed`.
    public var references: [SymbolID] = []
    public var constructions: [SymbolID] = []
    public var memberUses: [SymbolID] = []

    /// Declared nowhere in the tree.
    public static let external: SymbolID = -1
    /// A generic parameter of an enclosing declaration.
    public static let shadowed: SymbolID = -2

    init() {}

    init(file: FileFacts, contexts: [LookupContext], table: SymbolTable) {
        func target(_ name: String, _ enclosing: Int?) -> SymbolID {
            let index = enclosing.map { min($0, contexts.count - 1) } ?? contexts.count - 1
            return contexts.withUnsafeBufferPointer { buffer in
                let context = buffer[index]
                if !context.genericParameters.isEmpty, context.isShadowed(SymbolTable.head(of: name)) {
                    return Self.shadowed
                }
                return table.resolve(name, in: context) ?? Self.external
            }
        }
        references = file.references.map { target($0.name, $0.enclosing) }
        constructions = file.constructions.map { target($0.typeName, $0.enclosing) }
        memberUses = file.memberUses.map { target($0.typeName, $0.enclosing) }
    }
}
