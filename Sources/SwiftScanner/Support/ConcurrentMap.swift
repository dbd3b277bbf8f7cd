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
    /// `counts[k]` elements for each part `k`, one part after another, made on all cores (in batches of `batch`
    /// parts) by `fill(k, slots)`, which initializes all `counts[k]` slots of its part and returns how many it
    /// initialized. Each element is made once, in its place: no per-part array is allocated and joined, which
    /// would copy every element (and count its references) a second time.
    public init(
        concurrentlyFilling counts: [Int], batch: Int = 64,
        _ fill: (_ part: Int, _ slots: UnsafeMutableBufferPointer<Element>) -> Int
    ) {
        var starts = [Int](repeating: 0, count: counts.count + 1)
        for index in counts.indices { starts[index + 1] = starts[index] + counts[index] }
        let total = starts[counts.count]
        let batch = Swift.max(1, batch)
        self.init(unsafeUninitializedCapacity: total) { buffer, initialized in
            let output = buffer
            DispatchQueue.concurrentPerform(iterations: (counts.count + batch - 1) / batch) { chunk in
                for part in chunk * batch..<Swift.min(counts.count, (chunk + 1) * batch) {
                    let slots = UnsafeMutableBufferPointer(rebasing: output[starts[part]..<starts[part + 1]])
                    let filled = fill(part, slots)
                    precondition(filled == slots.count, "a part initialized \(filled) of its \(slots.count) slots")
                }
            }
            initialized = total
        }
    }
}

extension RandomAccessCollection where Index == Int {
    /// `transform` applied on all cores to consecutive ranges of up to `batch` indices, its results (one per index
    /// of the range, in order) joined in index order: for work that pays a cost once per batch rather than once per
    /// element (copying a rule, setting up a table).
    public func concurrentMap<T>(batchesOf batch: Int, _ transform: (Range<Int>) -> [T]) -> [T] {
        let batch = Swift.max(1, batch)
        let count = self.count
        let start = startIndex
        let counts = stride(from: 0, to: count, by: batch).map { Swift.min(batch, count - $0) }
        return [T](concurrentlyFilling: counts, batch: 1) { part, slots in
            let first = start + part * batch
            let results = transform(first..<(first + slots.count))
            precondition(results.count == slots.count, "a batch gave \(results.count) results for \(slots.count)")
            _ = slots.initialize(fromContentsOf: results)
            return results.count
        }
    }
}

extension Array {
    /// The index of the first element `predicate` accepts, the elements read in place through a buffer:
    /// `firstIndex(where:)` and `for … in` copy each element, retaining the arrays and strings it holds, which
    /// costs most when both workers read the same elements (globs, matchers).
    @inlinable
    public func firstIndexInPlace(where predicate: (Element) -> Bool) -> Int? {
        withUnsafeBufferPointer { elements in
            for index in elements.indices where predicate(elements[index]) { return index }
            return nil
        }
    }
}
