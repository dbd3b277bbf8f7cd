/// Tarjan's strongly connected components, iteratively (no recursion, whatever the graph's depth).
enum StronglyConnectedComponents {
    /// The components of the graph given as successor lists, each in discovery order.
    static func find(_ successors: [[Int]]) -> [[Int]] {
        let count = successors.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in 0..<count where index[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, next) = work.last {
                if next < successors[node].count {
                    work[work.count - 1].next += 1
                    let successor = successors[node][next]
                    if index[successor] < 0 {
                        index[successor] = counter
                        lowLink[successor] = counter
                        counter += 1
                        stack.append(successor)
                        onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[node] = min(lowLink[node], index[successor])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                components.append(component.reversed())
            }
        }
        return components
    }
}
