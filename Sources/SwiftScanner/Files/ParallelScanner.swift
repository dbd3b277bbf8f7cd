import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The result of scanning one discovered file.
public enum ScanOutcome: Sendable {
    case scanned(FileFacts)
    /// The file could not be read; `message` is lowercase, e.g. `cannot read file: permission denied`.
    case failed(path: String, message: String)
}

/// Scans many files on all cores. Results come back in input order; file contents are not kept.
public enum ParallelScanner {
    /// Scans `files` with `workers` threads, each reusing one read buffer. `FileFacts.path` is the file's
    /// `relativePath`.
    /// `progress`, when given, is called (from any worker thread) with the number of files started so far
    /// and the total, as each file is taken.
    public static func scan(
        _ files: [DiscoveredFile], workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: (@Sendable (_ started: Int, _ total: Int) -> Void)? = nil
    ) -> [ScanOutcome] {
        scan(files, after: 0, { _ in }, workers: workers, progress: progress)
    }

    /// Like `scan`, but the workers first run `task` for every index below `taskCount` (in order), then
    /// go on with the files: work that must be done anyway shares the cores with the scan instead of
    /// running before it.
    public static func scan(
        _ files: [DiscoveredFile], after taskCount: Int, _ task: (Int) -> Void,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: (@Sendable (_ started: Int, _ total: Int) -> Void)? = nil
    ) -> [ScanOutcome] {
        let results = ResultSlots<ScanOutcome>(count: files.count)
        let next = WorkIndex()
        let total = taskCount + files.count
        let threadCount = max(1, min(workers, total))
        DispatchQueue.concurrentPerform(iterations: threadCount) { _ in
            var buffer: [UInt8] = []
            while let index = next.take(below: total) {
                guard index >= taskCount else {
                    task(index)
                    continue
                }
                progress?(index - taskCount + 1, files.count)
                results.store(scanOne(files[index - taskCount], buffer: &buffer), at: index - taskCount)
            }
        }
        return results.values { .failed(path: "", message: "not scanned") }
    }

    private static func scanOne(_ file: DiscoveredFile, buffer: inout [UInt8]) -> ScanOutcome {
        switch FileReader.read(file.path, into: &buffer) {
        case .failure(let error):
            return .failed(path: file.path, message: "cannot read file: " + error.reason)
        case .success(let count):
            return buffer.withUnsafeBufferPointer { pointer in
                .scanned(SourceScanner.scan(UnsafeBufferPointer(rebasing: pointer[0..<count]), path: file.relativePath))
            }
        }
    }

    /// A shared counter handing out file indices.
    private final class WorkIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }

}

/// One slot per work item; each slot is written by exactly one worker.
final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Value?>.allocate(capacity: max(count, 1))
        slots.initialize(repeating: nil, count: max(count, 1))
    }

    deinit {
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) { slots[index] = value }

    /// Moves the values out (called once, after every slot was stored; `missing` stands for a slot never
    /// stored); the slots are empty afterwards.
    func values(missing: () -> Value) -> [Value] {
        (0..<count).map { (slots + $0).move() ?? missing() }
    }
}
