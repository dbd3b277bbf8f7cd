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
