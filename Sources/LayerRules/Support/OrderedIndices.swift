extension RandomAccessCollection where Index == Int {
    /// The indices in the order `precedes` gives, equal elements in index order (a stable sort). What archlint
    /// orders is most often in order already (discovery lists files sorted, a run joins its findings in path
    /// order): that is checked first, in one pass, and the indices are then returned without a sort.
    func orderedIndices(by precedes: (Element, Element) -> Bool) -> [Int] {
        guard indices.dropFirst().contains(where: { precedes(self[$0], self[$0 - 1]) }) else { return Array(indices) }
        return indices.sorted { lhs, rhs in
            precedes(self[lhs], self[rhs]) || (!precedes(self[rhs], self[lhs]) && lhs < rhs)
        }
    }
}
