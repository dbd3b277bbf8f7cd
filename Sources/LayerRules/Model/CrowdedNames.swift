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

        /// The first in `layer`, else the first.
        func preferred(in layer: LayerID) -> Int {
            firstInLayer.first { $0.layer == layer }?.position ?? first
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

    /// The summaries of the names of `index` with more than `minimumCount` top-level declarations.
    init(_ index: SymbolsByName, symbols: [Symbol], layers: [LayerID]) {
        var summaries: [Int: Summary] = [:]
        for slot in 0..<index.groupCount {
            let leading = index.group(slot: slot).leading
            guard leading.count > Self.minimumCount else { continue }
            var summary = Summary(end: leading.upperBound, visible: [], byModule: [:])
            for position in leading {
                let symbol = index[position].index
                guard symbols[symbol].access != .file else { continue }
                summary.visible.append(position)
                var declarations = summary.byModule[symbols[symbol].module] ?? ModuleDeclarations(first: position)
                declarations.count += 1
                if !declarations.firstInLayer.contains(where: { $0.layer == layers[symbol] }) {
                    declarations.firstInLayer.append((layers[symbol], position))
                }
                summary.byModule[symbols[symbol].module] = declarations
            }
            summaries[leading.lowerBound] = summary
        }
        self.summaries = summaries
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
