import SwiftScanner

/// The simple names declared at the top level of many files, summarised so that a lookup of one costs the
/// same however many files declare it. Apps declare `private enum Constants` in hundreds of files, and a folder
/// tree whose targets are unknown is one module in which many files may declare `Item`: walking every
/// declaration for each mention makes such a check grow with the square of the files.
///
/// Per such name: the declarations code outside their own file can see (not `private` or `fileprivate`), and
/// per module, how many of those it declares, its first, and its first in each layer. Built per symbol table:
/// the layers are the table's.
struct CrowdedNames: Sendable {
    /// Names with more top-level declarations than this are summarised; others are walked as they are.
    static let minimumCount = 16

    /// The declarations of one module visible outside their files (positions in the name index).
    struct ModuleDeclarations: Sendable {
        var count = 0
        var first = 0
        /// The first in each layer that has one, in order of first appearance.
        var firstInLayer: [(layer: LayerID, position: Int)] = []
        /// All of them when there are several, by their files' places in path order (`pathRanks`), for
        /// `SymbolTable.nearest(byPath:in:fallback:)`.
        var byPath: [Int] = []

        /// The first in `layer`, else the first.
        func preferred(in layer: LayerID) -> Int {
            firstInLayer.first { $0.layer == layer }?.position ?? first
        }

        /// Counts the declaration at `position`, in `layer`.
        mutating func add(_ position: Int, in layer: LayerID) {
            count += 1
            byPath.append(position)
            if !firstInLayer.contains(where: { $0.layer == layer }) { firstInLayer.append((layer, position)) }
        }
    }

    /// One name's summary.
    struct Summary: Sendable {
        /// Where the name's top-level declarations end in the name index.
        var end: Int
        /// The declarations visible outside their files, in order.
        var visible: [Int]
        var byModule: [Int32: ModuleDeclarations]
    }

    /// Keyed by where the name's top-level declarations start in the name index.
    private let summaries: [Int: Summary]

    /// Per file, its place in the byte order of the paths (`PathOrder.ranks`); empty unless a module declares one
    /// of the names more than once.
    let pathRanks: [Int32]

    /// The summaries of the names of `index` with more than `minimumCount` top-level declarations in `files`
    /// (`knownRanks`: their `pathRanks`, when another table already has them).
    init(_ index: SymbolsByName, symbols: [Symbol], layers: [LayerID], files: [FileFacts], knownRanks: [Int32] = []) {
        var summaries: [Int: Summary] = [:]
        var hasSeveralInAModule = false
        for slot in 0..<index.groupCount {
            let leading = index.group(slot: slot).leading
            guard leading.count > Self.minimumCount else { continue }
            var summary = Summary(end: leading.upperBound, visible: [], byModule: [:])
            for position in leading {
                let symbol = index[position].index
                guard symbols[symbol].access != .file else { continue }
                summary.visible.append(position)
                let layer = layers[symbol]
                // Changed in place: a copy taken out and stored back would copy its array at each append.
                summary.byModule[symbols[symbol].module, default: ModuleDeclarations(first: position)].add(
                    position, in: layer)
            }
            hasSeveralInAModule = hasSeveralInAModule || summary.byModule.values.contains { $0.count > 1 }
            summaries[leading.lowerBound] = summary
        }
        let ranks =
            hasSeveralInAModule ? (knownRanks.isEmpty ? PathOrder.ranks(of: files.map(\.path)) : knownRanks) : []
        self.summaries = summaries.mapValues { summary in
            var summary = summary
            summary.byModule = summary.byModule.mapValues { declarations in
                var declarations = declarations
                guard declarations.count > 1 else {
                    declarations.byPath = []
                    return declarations
                }
                declarations.byPath.sort { lhs, rhs in
                    let (left, right) = (ranks[symbols[index[lhs].index].file], ranks[symbols[index[rhs].index].file])
                    return left != right ? left < right : lhs < rhs
                }
                return declarations
            }
            return summary
        }
        pathRanks = ranks
    }

    /// The summary of the name whose top-level declarations are `leading`, or nil when it has none (at most
    /// `minimumCount` of them: no dictionary lookup then).
    func summary(of leading: Range<Int>) -> Summary? {
        guard leading.count > Self.minimumCount, let summary = summaries[leading.lowerBound],
            summary.end == leading.upperBound
        else { return nil }
        return summary
    }
}
