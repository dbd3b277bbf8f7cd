/// For a simple name declared at the top level of many files: the declarations code outside their own file
/// can see (not `private` or `fileprivate`). A file that declares none of them looks only at these: apps
/// declare `private enum Constants` in hundreds of files, and each lookup of `Constants` from another file
/// would otherwise walk them all, only to find each hidden.
struct OutsideFileCandidates: Sendable {
    /// Groups with more top-level candidates than this get a list; smaller ones are walked as they are.
    static let minimumCount = 16

    /// Per group with a list, keyed by the start of its top-level candidates: where they end, and their
    /// positions (in the name index) that are visible outside their file, in order.
    private let positions: [Int: (end: Int, visible: [Int])]

    /// The lists of the groups of `index` with more than `minimumCount` top-level candidates.
    init(_ index: SymbolsByName, symbols: [Symbol]) {
        var positions: [Int: (end: Int, visible: [Int])] = [:]
        for slot in 0..<index.groupCount {
            let leading = index.group(slot: slot).leading
            guard leading.count > Self.minimumCount else { continue }
            positions[leading.lowerBound] = (
                leading.upperBound, leading.filter { symbols[index[$0].index].access != .file }
            )
        }
        self.positions = positions
    }

    /// The candidates of `leading` (a group's top-level candidates) visible outside their files, or nil when
    /// the group has no list.
    func visible(of leading: Range<Int>) -> [Int]? {
        guard leading.count > Self.minimumCount, let list = positions[leading.lowerBound],
            list.end == leading.upperBound
        else { return nil }
        return list.visible
    }
}
