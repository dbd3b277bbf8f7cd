import SwiftScanner

/// Which of several top-level declarations of one name in one module a reference means.
///
/// Swift rejects two top-level types of one name in a module, so when the tree shows several, the module is not
/// what archlint sees: sources without a project file or manifest, two sample apps side by side, targets whose
/// project could not be read. Each app or target lives in its own folder, so the declaration nearest the
/// referencing file is taken: the one whose file shares the most leading folders with it. Among the equally
/// near, the first (in table order) in the reference's layer, else the first.
extension SymbolTable {
    /// The most equally near declarations of a crowded name weighed one by one; past this many, the module's first
    /// in the reference's layer is taken (`CrowdedNames.ModuleDeclarations.preferred`), so that a name declared in
    /// thousands of files of one folder costs a lookup, not a walk, per referencing file.
    static let nearestTieLimit = 256

    /// How many leading folders two root-relative paths share (`A/B/x.swift` and `A/C/y.swift` share one).
    static func sharedFolderDepth(_ lhs: String, _ rhs: String) -> Int {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                var depth = 0
                for index in 0..<min(left.count, right.count) {
                    guard left[index] == right[index] else { break }
                    if left[index] == UInt8(ascii: "/") { depth += 1 }
                }
                return depth
            }
        }
    }

    /// The root-relative path of the file declaring the symbol at `position` in the simple-name index.
    func path(ofPosition position: Int) -> String { files[symbols[bySimpleName[position].index].file].path }

    /// Of `candidates` (a few declarations, in table order), the one declared nearest the file at `path`: in that
    /// file itself, else in the file sharing the most leading folders with it; of equally near ones, the first in
    /// `layer` (when given), else the first. Nil when there are none.
    func nearest<Candidates: Sequence<SymbolID>>(
        _ candidates: Candidates, toPath path: String, preferring layer: LayerID? = nil
    ) -> SymbolID? {
        var best: (id: SymbolID, depth: Int, inLayer: Bool)?
        for id in candidates {
            let candidatePath = files[symbols[id.index].file].path
            let depth = candidatePath == path ? Int.max : Self.sharedFolderDepth(candidatePath, path)
            let inLayer = layer.map { layers[id.index] == $0 } ?? false
            guard let current = best else {
                best = (id, depth, inLayer)
                continue
            }
            if depth > current.depth || (depth == current.depth && inLayer && !current.inLayer) {
                best = (id, depth, inLayer)
            }
        }
        return best?.id
    }

    /// The nearest of a crowded name's declarations in one module (`byPath`: positions sorted by their files'
    /// paths) to `context.file`; `fallback()` (the module's first in the reference's layer, else its first) when
    /// all are equally near, which it then answers exactly, or when more than `nearestTieLimit` but not all are.
    ///
    /// In path order, the farther a path is from the file's own place, the fewer leading folders it shares with
    /// it: the nearest are on either side of that place, and the equally near around it are found by bisection.
    func nearest(byPath: [Int], in context: LookupContext, fallback: () -> Int) -> Int {
        let path = files[context.file].path
        let ranks = crowdedNames.pathRanks
        let rank = ranks[context.file]
        func depth(_ slot: Int) -> Int { Self.sharedFolderDepth(self.path(ofPosition: byPath[slot]), path) }
        let place = Self.firstSlot(in: byPath.count) { ranks[symbols[bySimpleName[byPath[$0]].index].file] >= rank }
        let nearest = max(place > 0 ? depth(place - 1) : -1, place < byPath.count ? depth(place) : -1)
        if depth(0) == nearest, depth(byPath.count - 1) == nearest { return fallback() }
        // Depths rise towards the place and fall after it: the equally near are one run of slots.
        let first = Self.firstSlot(in: place) { depth($0) == nearest }
        let end = place + Self.firstSlot(in: byPath.count - place) { depth(place + $0) != nearest }
        guard end - first <= Self.nearestTieLimit else { return fallback() }
        var chosen = byPath[first]
        var chosenInLayer = layers[bySimpleName[chosen].index] == context.layer
        for position in byPath[first..<end].dropFirst() {
            let inLayer = layers[bySimpleName[position].index] == context.layer
            if (inLayer && !chosenInLayer) || (inLayer == chosenInLayer && position < chosen) {
                (chosen, chosenInLayer) = (position, inLayer)
            }
        }
        return chosen
    }

    /// The first of `0..<count` for which `isPast` holds, `count` when none does; `isPast` must hold for all
    /// slots after one for which it holds.
    private static func firstSlot(in count: Int, where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// Paths in byte order (`SourceDiscovery.bytesPrecede`, the order discovery lists files in): the farther a path
/// is from another in this order, the fewer leading folders they share.
enum PathOrder {
    /// Per path, its place among `paths` in this order (equal paths in index order).
    static func ranks(of paths: [String]) -> [Int32] {
        var ranks = [Int32](repeating: 0, count: paths.count)
        for (rank, index) in paths.orderedIndices(by: SourceDiscovery.bytesPrecede).enumerated() {
            ranks[index] = Int32(truncatingIfNeeded: rank)
        }
        return ranks
    }
}
