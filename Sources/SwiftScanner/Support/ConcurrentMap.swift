import Dispatch

extension RandomAccessCollection where Index == Int {
    /// `transform(index)` applied to every index on all cores, results in index order. The transform reads
    /// the elements it needs itself (`collection[index].field`), so that large elements are not copied.
    ///
    /// Work is handed out in batches of `batch` consecutive elements, so that cheap transforms do not pay
    /// for a dispatch per element; use a batch of 1 when each element is expensive.
    public func concurrentMap<T>(batch: Int = 32, _ transform: (Int) -> T) -> [T] {
        let count = self.count
        let start = startIndex
        let batch = Swift.max(1, batch)
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let output = buffer
            DispatchQueue.concurrentPerform(iterations: (count + batch - 1) / batch) { chunk in
                for offset in chunk * batch..<Swift.min(count, (chunk + 1) * batch) {
                    (output.baseAddress! + offset).initialize(to: transform(start + offset))
                }
            }
            initialized = count
        }
    }
}

extension RandomAccessCollection where Index == Int {
    /// `body` run on all cores over the indices dealt out in `count` interleaved strides (stride `k` holds
    /// `k`, `k + count`, …), one result per stride in stride order: for work that keeps a table of its own
    /// (a cache, a dictionary) while it goes, whose results are merged after.
    public func concurrentStrides<T>(_ count: Int = 16, _ body: (StrideTo<Int>) -> T) -> [T] {
        let strides = Swift.max(1, Swift.min(self.count, count))
        let start = startIndex
        let end = endIndex
        return (0..<strides).concurrentMap(batch: 1) { body(stride(from: start + $0, to: end, by: strides)) }
    }
}

extension Array {
    /// The elements of `parts`, one after another: each part is copied into its place on all cores (in
    /// batches of `batch` parts), so that joining many small arrays does not run on one core.
    public init(concurrentlyJoining parts: [[Element]], batch: Int = 64) {
        var starts = [Int](repeating: 0, count: parts.count + 1)
        for index in parts.indices { starts[index + 1] = starts[index] + parts[index].count }
        let total = starts[parts.count]
        let batch = Swift.max(1, batch)
        self.init(unsafeUninitializedCapacity: total) { buffer, initialized in
            let output = buffer
            DispatchQueue.concurrentPerform(iterations: (parts.count + batch - 1) / batch) { chunk in
                for part in chunk * batch..<Swift.min(parts.count, (chunk + 1) * batch) {
                    parts[part].withUnsafeBufferPointer { elements in
                        guard let source = elements.baseAddress, let destination = output.baseAddress else { return }
                        (destination + starts[part]).initialize(from: source, count: elements.count)
                    }
                }
            }
            initialized = total
        }
    }
}
